import { SmsSendError, type SmsSender } from './sms-sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  fromNumber: string;
  apiBase: string;
  timeoutMs?: number;
}

/** Twilio's Messages API over plain HTTPS: one form-encoded POST per message. */
export class TwilioSmsSender implements SmsSender {
  readonly provider = 'twilio';
  readonly #options: TwilioOptions;

  constructor(options: TwilioOptions) {
    this.#options = options;
  }

  async send(to: string, body: string): Promise<void> {
    const { accountSid, authToken, fromNumber, apiBase, timeoutMs = 10_000 } = this.#options;
    const url = `${apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ To: to, From: fromNumber, Body: body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      // Only the error's own words: the request (and its Authorization header) stays out of it.
      const reason = error instanceof Error ? describeNetworkError(error) : 'unknown error';
      throw new SmsSendError(this.#scrub(`Twilio could not be reached: ${reason}`));
    }
    if (response.ok) return;
    const detail = await response
      .json()
      .then((json: unknown) => {
        const { code, message } = (json ?? {}) as { code?: unknown; message?: unknown };
        return [code ? `error ${code}` : '', typeof message === 'string' ? message : '']
          .filter(Boolean)
          .join(': ');
      })
      .catch(() => '');
    throw new SmsSendError(this.#scrub(`Twilio answered ${response.status}${detail ? ` (${detail})` : ''}`));
  }

  /** Belt and braces: a provider echoing the token must not put it in our logs. */
  #scrub(message: string): string {
    return message.replaceAll(this.#options.authToken, '[redacted]');
  }
}

function describeNetworkError(error: Error): string {
  if (error.name === 'TimeoutError') return 'timed out';
  const cause = error.cause instanceof Error ? error.cause.message : '';
  return cause ? `${error.message} (${cause})` : error.message;
}
