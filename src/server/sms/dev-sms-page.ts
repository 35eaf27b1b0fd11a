import escapeHtml from 'escape-html';
import type { OutboxMessage } from './dev-outbox-repository.ts';

/** The sign-in code in a message, shown large so it can be read across the room. */
export function findCode(body: string): string | undefined {
  return /\b(\d{6})\b/.exec(body)?.[1];
}

/**
 * A self-contained page: inline styles only (the CSP forbids inline scripts), and a meta refresh
 * instead of polling code.
 */
export function renderDevSmsPage(messages: OutboxMessage[]): string {
  const items = messages
    .map((message) => {
      const code = findCode(message.body);
      return `<li style="background:#1b1b1f;border:1px solid #2c2c33;border-radius:12px;padding:16px 20px;margin:0 0 12px">
  <div style="display:flex;justify-content:space-between;gap:12px;color:#a0a0aa;font-size:14px">
    <span>${message.channel === 'email' ? 'Email' : 'SMS'} to <strong style="color:#fff">${escapeHtml(message.recipient)}</strong></span>
    <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString().replace('T', ' ').slice(0, 19))} UTC</time>
  </div>
  ${code ? `<div data-code style="font-size:44px;letter-spacing:0.3em;color:#ff4fa3;margin:12px 0 4px;font-weight:700">${code}</div>` : ''}
  ${message.subject ? `<p style="margin:8px 0 0;color:#fff;font-weight:700">${escapeHtml(message.subject)}</p>` : ''}
  <p style="margin:8px 0 0;color:#d8d8de;line-height:1.5">${escapeHtml(message.body)}</p>
</li>`;
    })
    .join('\n');
  const empty = '<p style="color:#a0a0aa">No messages yet. Ask for a sign-in code and it shows up here.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="3">
<meta name="robots" content="noindex">
<title>Nightlist · Dev outbox (development)</title>
</head>
<body style="margin:0;background:#000;color:#fff;font-family:ui-monospace,'JetBrains Mono',Menlo,Consolas,monospace">
<main style="max-width:640px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:20px;margin:0 0 4px">Dev outbox</h1>
<p style="margin:0 0 20px;color:#a0a0aa;font-size:14px">SMS and email the console stand-ins "sent", newest first. Development only; refreshes every 3 seconds.</p>
${messages.length > 0 ? `<ol style="list-style:none;padding:0;margin:0">\n${items}\n</ol>` : empty}
</main>
</body>
</html>
`;
}
