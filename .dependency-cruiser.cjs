// The layers of src/ and the imports between them that `npm run lint` refuses.
// Why these rules, and how to read a failure: docs/decisions/019-layers-and-boundaries.md.
// Paths are relative to the repository root; `$1` in a `to` path is the `from` path's first group.

/**
 * src/server in layers, lowest first; inside a layer, its folders in order. A folder (or top-level
 * file) imports its own files and what is listed before it, never what comes after: so no import
 * runs up, and no two folders import each other. Tests (`*.test.ts`) stand outside: they set their
 * case up with testing/ and whatever they exercise. A new folder goes into this list, where what it
 * imports is below it. Why this order: docs/decisions/033-server-layers.md.
 */
const SERVER_LAYERS = [
  ['base', ['config', 'logging', 'db', 'http']],
  [
    'platform',
    ['jobs', 'sms', 'email', 'push', 'payments', 'notifications', 'idempotency', 'metrics', 'live'],
  ],
  ['identity', ['profile', 'roles', 'audit', 'auth', 'account']],
  ['catalog', ['images', 'clubs']],
  ['nights', ['guest-care', 'alerts', 'guestlist', 'passes', 'reservations', 'door', 'wallet']],
  ['operations', ['export', 'reporting', 'promoters', 'night', 'reminders', 'guest-book', 'your-data']],
  ['back office', ['analytics', 'admin']],
  ['app', ['app-deps.ts', 'demo', 'assistant', 'app.ts', 'main.ts']],
  // The test helpers build the whole app (the assistant's evaluation, testing/assistant-eval/, too).
  ['test support', ['testing']],
];

const SERVER_TEST = '[.]test[.]tsx?$';
/** The paths of one entry of SERVER_LAYERS: a folder's files, or one top-level file. */
const serverPath = (name) =>
  name.endsWith('.ts') ? `^src/server/${name.replaceAll('.', '[.]')}$` : `^src/server/${name}/`;
const anyOf = (names) => `(${names.map(serverPath).join('|')})`;

function serverLayerRules() {
  const order = SERVER_LAYERS.flatMap(([layer, names]) => names.map((name) => ({ layer, name })));
  const listed = anyOf(order.map(({ name }) => name));
  const rules = order.slice(0, -1).map(({ layer, name }, index) => {
    const above = order.slice(index + 1).map((entry) => entry.name);
    // assistant/ holds assistant/eval/, a later entry: its files answer to that entry's rule.
    const inner = above.filter((other) => other.startsWith(`${name}/`));
    return {
      name: `server-${layer.replaceAll(' ', '-')}-not-up`,
      comment:
        `${name} (${layer}) imports only what SERVER_LAYERS lists before it, and this import goes to an ` +
        'entry listed after it. Move what both need down to where this file can reach it, or this code ' +
        'up to where it is used (docs/decisions/033-server-layers.md).',
      severity: 'error',
      from: {
        path: serverPath(name),
        pathNot: inner.length > 0 ? `${anyOf(inner)}|${SERVER_TEST}` : SERVER_TEST,
      },
      to: { path: anyOf(above) },
    };
  });
  rules.push({
    name: 'server-folder-in-a-layer',
    comment:
      'Every server folder and top-level file has its place in SERVER_LAYERS (.dependency-cruiser.cjs): ' +
      'add this one where everything it imports is listed before it.',
    severity: 'error',
    from: { path: '^src/server/', pathNot: SERVER_TEST },
    to: { path: '^src/server/', pathNot: `${listed}|${SERVER_TEST}` },
  });
  return rules;
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // --- the three sides: shared is below both, and server and web never meet ---
    {
      name: 'shared-not-to-server-or-web',
      comment:
        'src/shared is used by both sides, so it can import neither: move the code it needs into src/shared.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The server never imports the web app: what both need belongs in src/shared.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'web-not-to-server',
      comment:
        'The web app never imports the server (not even its types): what both need belongs in src/shared.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },

    // --- src/web: app/ on top, then features/, then the base folders ---
    {
      name: 'web-feature-not-to-app',
      comment:
        'app/ (router, layout) puts the features together; a feature importing app/ turns that upside down. ' +
        'Move what the feature needs into components/, lib/ or config/, or the page into app/.',
      severity: 'error',
      from: { path: '^src/web/features/' },
      to: { path: '^src/web/app/' },
    },
    {
      name: 'web-feature-not-to-other-feature',
      comment:
        'A feature does not import another feature: move what both use into components/ or lib/, ' +
        'or let app/ put the two together.',
      severity: 'error',
      from: { path: '^src/web/features/([^/]+)/' },
      to: { path: '^src/web/features/', pathNot: '^src/web/features/$1/' },
    },
    {
      name: 'web-base-not-to-features-or-app',
      comment:
        'components/, lib/, config/, theme/ and pwa/ are the base every feature builds on: they import ' +
        'neither features/ nor app/.',
      severity: 'error',
      from: { path: '^src/web/(components|lib|config|theme|pwa)/' },
      to: { path: '^src/web/(features|app)/' },
    },

    // --- src/server: the layers below, each folder importing only what is listed before it ---
    ...serverLayerRules(),

    // --- everywhere ---
    {
      name: 'no-circular',
      comment:
        'This import closes a cycle of imports that run at load time. Break it: move what both sides ' +
        'need into a module of its own. A cycle with an `import type` link is allowed: that link is erased.',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    // Only src/ itself: npm packages and Node built-ins are neither followed nor listed.
    includeOnly: '^src/',
    // TypeScript 7 has no JavaScript API for dependency-cruiser's own TypeScript parser, so swc reads
    // the sources; it sees `import type` and inline `type` imports as type-only.
    parser: 'swc',
    moduleSystems: ['es6'],
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    progress: { type: 'none' },
  },
};
