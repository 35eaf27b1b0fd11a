import type { SmsSender } from '../sms/sms-sender.ts';

export interface SentText {
  to: string;
  body: string;
}

/** An SMS provider that keeps what it was given to send, in order (the provider's side of the gate). */
export function recordingSms(): { sender: SmsSender; texts: SentText[]; to: (phone: string) => SentText[] } {
  const texts: SentText[] = [];
  return {
    sender: {
      provider: 'twilio',
      async send(to, body) {
        texts.push({ to, body });
      },
    },
    texts,
    to: (phone) => texts.filter((text) => text.to === phone),
  };
}
