import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type AdminPayment,
  PAYMENTS_PAGE_MAX,
  paymentsQuerySchema,
  paymentsResponseSchema,
} from '../../shared/api/admin/payments-schema.ts';
import { apiErrorSchema } from '../../shared/api/common-schema.ts';
import { formatPhoneNumber } from '../../shared/phone.ts';
import { managedClubs, requireManager } from '../auth/require-role.ts';
import type { StaffReadDeps } from '../auth/staff-deps.ts';
import { CSV_BOM, csvLine } from '../export/export-csv.ts';
import { AppError } from '../http/errors.ts';
import { checkDateRange } from '../http/reports-range.ts';
import { findPaymentEvents } from '../reservations/deposits/payments-repository.ts';
import {
  countPayments,
  findPaymentsPage,
  type PaymentsCursor,
  type PaymentsScope,
  sumPayments,
} from './payments-admin-repository.ts';

/** More than this in one file: narrow the range (a season of a busy club is far below it). */
export const PAYMENTS_EXPORT_MAX = 50_000;

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  422: apiErrorSchema,
} as const;

const CSV_COLUMNS = [
  'Created',
  'Night',
  'Club',
  'Member',
  'Phone',
  'Provider',
  'Status',
  'Failure',
  'Card amount',
  'Refunded',
  'Cashback',
  'Checkout id',
  'Provider payment id',
  'Payment id',
  'Reservation id',
];

function encodeCursor(cursor: PaymentsCursor): string {
  return Buffer.from(`${cursor.createdAt.toISOString()}|${cursor.id}`).toString('base64url');
}

function decodeCursor(text: string | undefined): PaymentsCursor | null {
  if (!text) return null;
  const [at, id] = Buffer.from(text, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !id || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError(
      400,
      'invalid_cursor',
      'The cursor is not one this list gave: start again without it.',
    );
  return { createdAt, id };
}

type PageRow = Awaited<ReturnType<typeof findPaymentsPage>>[number];

const money = (cents: number) => (cents / 100).toFixed(2);

/** The venue's payments: a page with totals for the screen, every one as CSV for reconciling. */
export const adminPaymentsRoutes =
  (deps: StaffReadDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const scopeOf = async (
      request: Parameters<typeof requireManager>[0],
      query: z.infer<typeof paymentsQuerySchema>,
    ) => {
      const staff = await requireManager(request, deps.db);
      const clubIds = managedClubs(staff, query.clubId);
      checkDateRange(query.from, query.to);
      return { clubIds, from: query.from, to: query.to } satisfies PaymentsScope;
    };
    const withEvents = async (rows: PageRow[]): Promise<AdminPayment[]> => {
      const events = await findPaymentEvents(
        deps.readDb,
        rows.map((row) => row.payment.id),
      );
      return rows.map((row) => ({
        id: row.payment.id,
        reservationId: row.payment.reservationId,
        club: { id: row.payment.clubId, name: row.clubName },
        date: row.date,
        member: {
          name: `${row.firstName} ${row.lastName}`.trim() || formatPhoneNumber(row.phoneNumber),
          phoneNumber: row.phoneNumber,
        },
        provider: row.payment.provider,
        status: row.payment.status,
        failure: row.payment.failure,
        amountCents: row.payment.amountCents,
        refundedCents: row.payment.refundedCents,
        cashbackCents: row.cashbackCents,
        checkoutId: row.payment.checkoutId,
        providerPaymentId: row.payment.providerPaymentId,
        createdAt: row.payment.createdAt.toISOString(),
        events: events
          .filter((event) => event.paymentId === row.payment.id)
          .map((event) => ({
            kind: event.kind,
            amountCents: event.amountCents,
            cashbackCents: event.cashbackCents,
            providerRef: event.providerRef,
            at: event.at.toISOString(),
          })),
      }));
    };

    app.get(
      '/api/admin/payments',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Deposit payments of tables on the nights in a range, newest first, with totals and the provider’s ids',
          querystring: paymentsQuerySchema,
          response: { 200: paymentsResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request, request.query);
        const cursor = decodeCursor(request.query.cursor);
        const [rows, totals] = await Promise.all([
          findPaymentsPage(deps.readDb, scope, cursor, PAYMENTS_PAGE_MAX + 1),
          sumPayments(deps.readDb, scope),
        ]);
        const page = rows.slice(0, PAYMENTS_PAGE_MAX);
        const last = page.at(-1);
        reply.header('cache-control', 'no-store');
        return {
          from: scope.from,
          to: scope.to,
          clubId: request.query.clubId ?? null,
          totals,
          payments: await withEvents(page),
          nextCursor:
            rows.length > PAYMENTS_PAGE_MAX && last
              ? encodeCursor({ createdAt: last.payment.createdAt, id: last.payment.id })
              : null,
        };
      },
    );

    app.get(
      '/api/admin/payments/export',
      {
        schema: {
          tags: ['admin'],
          summary:
            'Every payment of the range as CSV, with the provider’s ids, to reconcile with the provider',
          querystring: paymentsQuerySchema.omit({ cursor: true }),
          response: {
            200: {
              description: 'The payments as a CSV download (RFC 4180, UTF-8)',
              content: { 'text/csv': { schema: z.string() } },
            },
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const scope = await scopeOf(request, request.query);
        const count = await countPayments(deps.readDb, scope);
        if (count > PAYMENTS_EXPORT_MAX)
          throw new AppError(
            422,
            'too_many_payments',
            `This range has ${count} payments; a file holds at most ${PAYMENTS_EXPORT_MAX}. Pick a shorter range or one club.`,
          );
        const rows = await findPaymentsPage(deps.readDb, scope, null, PAYMENTS_EXPORT_MAX);
        const text = (value: string | null) => ({ kind: 'text' as const, value: value ?? '' });
        const lines = rows.map((row) =>
          csvLine([
            text(row.payment.createdAt.toISOString()),
            text(row.date),
            text(row.clubName),
            text(`${row.firstName} ${row.lastName}`.trim()),
            text(formatPhoneNumber(row.phoneNumber)),
            text(row.payment.provider),
            text(row.payment.status),
            text(row.payment.failure),
            text(money(row.payment.amountCents)),
            text(money(row.payment.refundedCents)),
            text(money(row.cashbackCents)),
            text(row.payment.checkoutId),
            text(row.payment.providerPaymentId),
            text(row.payment.id),
            text(row.payment.reservationId),
          ]),
        );
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="payments-${scope.from}-to-${scope.to}.csv"`)
          .header('cache-control', 'no-store');
        return `${CSV_BOM}${csvLine(CSV_COLUMNS.map((c) => text(c)))}${lines.join('')}`;
      },
    );
  };
