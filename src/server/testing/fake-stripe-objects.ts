import { randomBytes } from 'node:crypto';

/** The fields of Stripe's objects that our code reads, named and shaped as Stripe answers them. */
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  cancel_url: string | null;
  success_url: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete' | 'expired';
  url: string | null;
}

export interface FakeLastPaymentError {
  type: 'card_error';
  code: string;
  decline_code: string;
  message: string;
  charge: string;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  created: number;
  currency: string;
  description: string | null;
  last_payment_error: FakeLastPaymentError | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Record<string, string>;
  status: 'requires_payment_method' | 'requires_capture' | 'succeeded' | 'canceled';
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  created: number;
  currency: string;
  failure_code: string | null;
  failure_message: string | null;
  livemode: false;
  metadata: Record<string, string>;
  paid: boolean;
  payment_intent: string;
  refunded: boolean;
  status: 'succeeded' | 'failed';
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  created: number;
  currency: string;
  metadata: Record<string, string>;
  payment_intent: string;
  status: 'succeeded';
}

/** An answer in Stripe's error shape; `status` is the HTTP status it goes out with. */
export class StripeApiFailure extends Error {
  readonly status: number;
  readonly error: { type: string; message: string; code?: string; param?: string; [key: string]: unknown };

  constructor(status: number, error: StripeApiFailure['error']) {
    super(error.message);
    this.status = status;
    this.error = error;
  }
}

export const invalidRequest = (message: string, fields: { code?: string; param?: string } = {}) =>
  new StripeApiFailure(400, { type: 'invalid_request_error', message, ...fields });

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeApiFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${kind}: '${id}'`,
  });

/** Stripe-looking ids: the prefix tells the kind of object, as our logs and Stripe's dashboard expect. */
export const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

export const unixNow = () => Math.floor(Date.now() / 1000);
