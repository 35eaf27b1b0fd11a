import escapeHtml from 'escape-html';

/** Where the stand-in's "Save to Google Wallet" links go instead of Google's save page. */
export const DEV_GOOGLE_SAVE_ROUTE = '/dev/wallet/google-save';
/** The JWT goes in the query: a path parameter is limited to 100 characters. */
export const DEV_GOOGLE_SAVE_PATH = `${DEV_GOOGLE_SAVE_ROUTE}?jwt=`;

interface SavedObject {
  header?: { defaultValue?: { value?: string } };
  subheader?: { defaultValue?: { value?: string } };
  textModulesData?: { header?: string; body?: string }[];
  barcode?: { value?: string };
}

/**
 * The development stand-in for Google's save page: what the signed link carries, shown as Google
 * would show the pass. Inline styles only (the CSP forbids inline scripts).
 */
export function renderDevGoogleSavePage(object: SavedObject | undefined): string {
  const text = (value: string | undefined) => escapeHtml(value ?? '');
  const body = object
    ? `<h2 style="font-size:24px;margin:16px 0 4px">${text(object.header?.defaultValue?.value)}</h2>
<p style="margin:0 0 16px;color:#ff4fa3">${text(object.subheader?.defaultValue?.value)}</p>
<dl style="margin:0">${(object.textModulesData ?? [])
        .map(
          (module) =>
            `<dt style="color:#a0a0aa;font-size:13px;margin-top:12px">${text(module.header)}</dt><dd style="margin:2px 0 0;white-space:pre-line">${text(module.body)}</dd>`,
        )
        .join('')}</dl>
<p style="color:#a0a0aa;font-size:13px;margin-top:20px">${object.barcode ? 'With the door’s QR code.' : 'No QR code yet.'}</p>`
    : '<p>This link was not signed by this server’s stand-in key.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Nightlist · Google Wallet stand-in (development)</title>
</head>
<body style="margin:0;background:#000;color:#fff;font-family:ui-monospace,'JetBrains Mono',Menlo,Consolas,monospace">
<main style="max-width:520px;margin:0 auto;padding:24px 16px">
<h1 style="font-size:18px;margin:0 0 4px">Google Wallet stand-in</h1>
<p style="margin:0;color:#a0a0aa;font-size:14px">Development only: with GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT set, this link opens Google’s save page instead. Nothing was saved.</p>
${body}
</main>
</body>
</html>
`;
}
