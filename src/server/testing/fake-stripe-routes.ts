import { missing, StripeApiFailure } from './fake-stripe-objects.ts';
import type { FakeStripeState } from './fake-stripe-state.ts';
import type { FormValue } from './form-body.ts';

/** An HTTP status and the JSON to send with it. */
export interface Answer {
  status: number;
  body: unknown;
}

export const errorAnswer = (status: number, error: StripeApiFailure['error']): Answer => ({
  status,
  body: { error },
});

/** The endpoints the Stripe provider calls; any other answers Stripe's 404 for an unknown URL. */
export function routeRequest(
  current: FakeStripeState,
  method: string,
  path: string,
  body: Record<string, FormValue>,
): Answer {
  const expand = expandList(body);
  const ok = (object: object) => ({ status: 200, body: expandObject(object, expand, current) });
  try {
    const [, resource, id, action] =
      path.match(/^\/v1\/((?:checkout\/)?[a-z_]+)(?:\/([^/]+))?(?:\/([a-z]+))?$/) ?? [];
    const key = `${method} ${resource ?? ''}${id ? '/:id' : ''}${action ? `/${action}` : ''}`;
    switch (key) {
      case 'POST checkout/sessions':
        return ok(current.createSession(body));
      case 'GET checkout/sessions/:id': {
        const session = current.sessions.get(id!);
        if (!session) throw missing('checkout.session', id!, 'session');
        return ok(session);
      }
      case 'POST checkout/sessions/:id/expire':
        return ok(current.expire(id!));
      case 'GET payment_intents/:id':
        return ok(current.intent(id!));
      case 'POST payment_intents/:id/capture':
        return ok(current.capture(id!));
      case 'POST payment_intents/:id/cancel':
        return ok(current.cancel(id!));
      case 'POST refunds':
        return ok(current.refund(body));
      default:
        return errorAnswer(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${method}: ${path}).`,
        });
    }
  } catch (error) {
    if (error instanceof StripeApiFailure) return errorAnswer(error.status, error.error);
    throw error;
  }
}

function expandList(body: Record<string, FormValue>): string[] {
  const expand = body.expand;
  if (expand === undefined) return [];
  return (Array.isArray(expand) ? expand : [expand]).filter(
    (item): item is string => typeof item === 'string',
  );
}

/** A copy of `object` with the ids named in `paths` (`payment_intent.latest_charge`) replaced by objects. */
function expandObject(object: object, paths: string[], state: FakeStripeState): unknown {
  const copy = structuredClone(object) as Record<string, unknown>;
  for (const path of paths) {
    let node: Record<string, unknown> | undefined = copy;
    for (const field of path.split('.')) {
      if (!node) break;
      const value: unknown = node[field];
      if (typeof value === 'string') {
        const found = state.find(value);
        node[field] = found ? structuredClone(found) : value;
      }
      const next: unknown = node[field];
      node = next && typeof next === 'object' ? (next as Record<string, unknown>) : undefined;
    }
  }
  return copy;
}
