/** Sends text messages; one implementation per provider, chosen by SMS_PROVIDER. */
export interface SmsSender {
  readonly provider: 'console' | 'twilio';
  /** Resolves once the provider accepted the message; rejects with a message safe to log. */
  send(to: string, body: string): Promise<void>;
}

/** A provider refused or could not be reached; the message never holds credentials. */
export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
