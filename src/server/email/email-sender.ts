export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends email; one implementation per provider, chosen by EMAIL_PROVIDER. */
export interface EmailSender {
  readonly provider: 'console' | 'smtp';
  /** Resolves once the provider accepted the message; rejects with a message safe to log. */
  send(message: EmailMessage): Promise<void>;
}
