import escapeHtml from 'escape-html';

export { escapeHtml };

/** A link target we set ourselves, but only ever a page: never `javascript:` or `data:`. */
export function safeHref(url: string): string {
  const page = url.startsWith('/') || /^https?:\/\//i.test(url);
  return escapeHtml(page ? url : '/');
}

// The app's night palette (src/web/theme): pink and cyan neon on black (LADIES), or blue (MEN),
// JetBrains Mono first.
// A <style> element is allowed by the app's CSP (style-src 'unsafe-inline'); scripts are not,
// so the page works with plain forms and links.
const STYLE = `
:root{--p:#ff2d95;--p-rgb:255,45,149;--p-hover:#ff5aab;--s:#00e5ff;--s-rgb:0,229,255;--s-dim:#0d2a2e}
:root[data-theme=men]{--p:#708ee8;--p-rgb:112,142,232;--p-hover:#8ea6ee;--s:#1e90ff;--s-rgb:30,144,255;--s-dim:#0c2240}
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:dark;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;color:#fff;font:16px/1.5 'JetBrains Mono',ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;
background:radial-gradient(120% 45% at 50% -8%,rgba(var(--p-rgb),.28),transparent 70%),radial-gradient(90% 35% at 100% 100%,rgba(var(--s-rgb),.12),transparent 70%),#000;
-webkit-tap-highlight-color:transparent}
main{max-width:480px;margin:0 auto;padding:max(20px,env(safe-area-inset-top)) 16px max(32px,env(safe-area-inset-bottom))}
.brand{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:0 0 28px}
.logo{font-weight:700;font-size:20px;letter-spacing:.18em;color:var(--p);text-shadow:0 0 8px rgba(var(--p-rgb),.85),0 0 22px rgba(var(--p-rgb),.45)}
.badge{font-size:12px;font-weight:700;letter-spacing:.12em;color:var(--s);border:1px solid var(--s);border-radius:999px;padding:4px 10px;box-shadow:0 0 10px rgba(var(--s-rgb),.35)}
h1{font-size:24px;line-height:1.2;margin:0 0 8px;letter-spacing:.02em}
.note{margin:0 0 20px;color:#bdbdbd;font-size:14px}
.panel{background:#161616;border:1px solid rgba(255,255,255,.08);border-radius:12px;padding:20px;margin:0 0 20px}
.description{margin:0 0 8px;font-weight:700}
.amount{margin:0;font-size:40px;line-height:1.15;font-weight:700;text-shadow:0 0 18px rgba(var(--p-rgb),.4)}
.kind{display:flex;flex-wrap:wrap;gap:4px 10px;align-items:baseline;margin:12px 0 0;color:#bdbdbd;font-size:14px}
.tag{color:var(--s);font-weight:700;letter-spacing:.08em;text-transform:uppercase;font-size:12px}
.alert{margin:0 0 20px;padding:14px 16px;border:1px solid #ff5c7a;border-radius:12px;background:rgba(255,92,122,.12);color:#ffd9e0}
.alert strong{display:block;color:#fff}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{padding:0;margin:0 0 12px;font-weight:700;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#bdbdbd}
.choices{display:grid;gap:12px}
button{font:inherit;cursor:pointer;width:100%;min-height:64px;display:flex;flex-direction:column;align-items:flex-start;justify-content:center;gap:2px;
padding:12px 18px;border-radius:8px;text-align:left;color:#fff;background:#121212;border:1px solid var(--s);box-shadow:0 0 10px rgba(var(--s-rgb),.25),inset 0 0 8px rgba(var(--s-rgb),.08)}
button:hover{background:var(--s-dim)}
button.primary{background:var(--p);border-color:var(--p);color:#000;box-shadow:0 0 18px rgba(var(--p-rgb),.6)}
button.primary:hover{background:var(--p-hover)}
button:focus-visible,a:focus-visible{outline:2px solid var(--s);outline-offset:3px}
button.primary:focus-visible{outline-color:#fff}
.label{font-weight:700;letter-spacing:.02em}
.number{font-size:14px;letter-spacing:.08em;opacity:.85}
.back{display:flex;align-items:center;justify-content:center;min-height:48px;margin:20px 0 0;padding:8px 16px;border-radius:8px;
color:#fff;font-weight:700;text-decoration:none;border:1px solid rgba(255,255,255,.24)}
.back:hover{border-color:#fff;background:rgba(255,255,255,.04)}
.visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;

/** The cookie the web app sets to the visitor's LADIES / MEN view, for pages it does not render. */
export const THEME_COOKIE = 'nl-theme';

/** The page in the visitor's view: the MEN palette when the app said so, LADIES otherwise. */
export function withTheme(html: string, theme: string | undefined): string {
  return theme === 'men' ? html.replace('<html lang="en">', '<html lang="en" data-theme="men">') : html;
}

/** A whole page: no scripts, never indexed, the stand-in's mark at the top. */
export function renderShell(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#000000">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · Nightlist test checkout</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<header class="brand"><span class="logo">NIGHTLIST</span><span class="badge">TEST MODE</span></header>
${content}
</main>
</body>
</html>
`;
}
