import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { ConsoleEmailSender } from './console-email-sender.ts';
import { createSmtpTransport, type MailTransport, SmtpEmailSender } from './smtp-email-sender.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('ConsoleEmailSender', () => {
  test('prints "EMAIL to <address>: <subject>" and keeps the message in the dev outbox', async () => {
    const printed: string[] = [];
    const sender = new ConsoleEmailSender({ outbox: t.database.db, print: (line) => printed.push(line) });
    await sender.send({ to: 'ana@example.com', subject: 'Your table is confirmed', text: 'See you Friday.' });
    expect(printed).toEqual(['EMAIL to ana@example.com: Your table is confirmed']);
    const { messages } = (await t.app.inject({ url: '/api/dev/sms' })).json();
    expect(messages[0]).toMatchObject({
      channel: 'email',
      recipient: 'ana@example.com',
      subject: 'Your table is confirmed',
      body: 'See you Friday.',
    });
    const page = (await t.app.inject({ url: '/dev/sms' })).body;
    expect(page).toContain('Dev outbox');
    expect(page).toContain('Your table is confirmed');
  });
});

describe('SmtpEmailSender', () => {
  test('hands the message to the transport from EMAIL_FROM', async () => {
    const sent: unknown[] = [];
    const transport: MailTransport = { sendMail: async (mail) => sent.push(mail), close: () => {} };
    await new SmtpEmailSender({ transport, from: 'Nightlist <hi@example.com>' }).send({
      to: 'ana@example.com',
      subject: 'Hello',
      text: 'Body',
    });
    expect(sent).toEqual([
      { from: 'Nightlist <hi@example.com>', to: 'ana@example.com', subject: 'Hello', text: 'Body' },
    ]);
  });

  test('a refusal is reported without the SMTP URL and its password', async () => {
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('Invalid login: 535 5.7.8');
      },
      close: () => {},
    };
    const sender = new SmtpEmailSender({ transport, from: 'a@example.com' });
    await expect(sender.send({ to: 'b@example.com', subject: 's', text: 't' })).rejects.toThrow(
      'SMTP refused or could not be reached: Invalid login: 535 5.7.8',
    );
  });

  test('builds a nodemailer SMTP transport from SMTP_URL without connecting', () => {
    const transport = createSmtpTransport('smtps://mailer:secret@smtp.example.com:465') as unknown as {
      options: { host: string; port: number; secure: boolean; auth: { user: string } };
      close(): void;
    };
    expect(transport.options).toMatchObject({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      auth: { user: 'mailer' },
      // The bounded waits and the pool are the transport's, not message defaults.
      pool: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transport.close();
  });

  test('sends through a real SMTP conversation, many at once over a few pooled connections', async () => {
    const received: { to: string[]; data: string }[] = [];
    let connections = 0;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect(_session, callback) {
        connections += 1;
        callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    try {
      const sender = new SmtpEmailSender({ transport, from: 'Nightlist <hi@example.com>' });
      await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          sender.send({ to: `guest${i}@example.com`, subject: `You're #${i + 1}`, text: 'See you tonight.' }),
        ),
      );
    } finally {
      transport.close();
      await new Promise<void>((resolve) => server.close(resolve));
    }
    expect(received.map((m) => m.to[0]).sort()).toEqual(
      Array.from({ length: 12 }, (_, i) => `guest${i}@example.com`).sort(),
    );
    expect(received.find((m) => m.to[0] === 'guest0@example.com')?.data).toContain("Subject: You're #1");
    expect(connections).toBeLessThanOrEqual(5);
  });
});
