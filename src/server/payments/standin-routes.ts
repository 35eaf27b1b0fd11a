import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isCrossOrigin } from '../http/same-origin.ts';
import {
  checkoutPath,
  renderAuthenticatePage,
  renderCheckoutPage,
  renderMessagePage,
  successUrlOf,
} from './standin-page.ts';
import { THEME_COOKIE, withTheme } from './standin-page-shell.ts';
import type { PayResult, StandinProvider } from './standin-provider.ts';

const paramsSchema = z.object({ id: z.string().min(1).max(100) });
const paySchema = z.object({ card: z.enum(['works', 'declined', '3ds']) });
const authenticateSchema = z.object({ result: z.enum(['complete', 'fail']) });

const FORM = 'application/x-www-form-urlencoded';

/** In the visitor's LADIES / MEN view, as the app's cookie says (no scripts here to read its storage). */
function sendPage(reply: FastifyReply, statusCode: number, html: string) {
  return reply
    .status(statusCode)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(withTheme(html, reply.request.cookies?.[THEME_COOKIE]));
}

const sendMissing = (reply: FastifyReply) =>
  sendPage(
    reply,
    404,
    renderMessagePage('No such checkout', 'This test checkout does not exist. Start again from Nightlist.'),
  );

/** After a card or a 3-D Secure answer: on to the app once paid, else back to the checkout page. */
function redirectAfter(reply: FastifyReply, result: PayResult) {
  const { checkout } = result;
  if (checkout.status === 'complete') return reply.redirect(successUrlOf(checkout), 303);
  if (result.outcome === 'authenticate')
    return reply.redirect(`${checkoutPath(checkout.id)}/authenticate`, 303);
  return reply.redirect(checkoutPath(checkout.id), 303);
}

/**
 * The stand-in's checkout page, playing Stripe Checkout's hosted page on our own origin. Plain
 * HTML forms, no scripts (the app's CSP allows none inline). Registered only with the stand-in.
 */
export const standinCheckoutRoutes =
  (deps: { provider: StandinProvider }): FastifyPluginAsyncZod =>
  async (app) => {
    const { provider } = deps;
    // Browsers post forms url-encoded, which the app parses nowhere else: parsed in this scope only.
    app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 1024 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // The app's CSRF check covers /api only: a page of another site must not pay a checkout either.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !isCrossOrigin(request)) return;
      return sendPage(
        reply,
        403,
        renderMessagePage('Refused', 'This form was sent from another website. Open the checkout again.'),
      );
    });

    app.get('/dev/checkout/:id', { schema: { hide: true, params: paramsSchema } }, async (request, reply) => {
      const row = await provider.findSession(request.params.id);
      if (!row) return sendMissing(reply);
      return sendPage(reply, 200, renderCheckoutPage(row));
    });

    app.post(
      '/dev/checkout/:id/pay',
      { schema: { hide: true, params: paramsSchema, body: paySchema } },
      async (request, reply) => {
        const result = await provider.pay(request.params.id, request.body.card);
        if (!result) return sendMissing(reply);
        return redirectAfter(reply, result);
      },
    );

    app.get(
      '/dev/checkout/:id/authenticate',
      { schema: { hide: true, params: paramsSchema } },
      async (request, reply) => {
        const row = await provider.findSession(request.params.id);
        if (!row) return sendMissing(reply);
        if (row.status !== 'open' || row.intentStatus !== 'requires_action')
          return reply.redirect(checkoutPath(row.id), 303);
        return sendPage(reply, 200, renderAuthenticatePage(row));
      },
    );

    app.post(
      '/dev/checkout/:id/authenticate',
      { schema: { hide: true, params: paramsSchema, body: authenticateSchema } },
      async (request, reply) => {
        const result = await provider.authenticate(request.params.id, request.body.result);
        if (!result) return sendMissing(reply);
        return redirectAfter(reply, result);
      },
    );
  };
