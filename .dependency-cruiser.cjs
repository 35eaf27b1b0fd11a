// The layers of src/ and the imports between them that `npm run lint` refuses.
// Why these rules, and how to read a failure: docs/decisions/019-layers-and-boundaries.md.
// Paths are relative to the repository root; `$1` in a `to` path is the `from` path's first group.

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

    // --- src/server: db/ at the bottom, http/ just above it (tests may set up with any folder) ---
    {
      name: 'server-db-not-to-domains',
      comment:
        "db/ (client, schema, migrations) sits below every server folder: it imports none of them, only the server's top-level basics (config, logger) and src/shared.",
      severity: 'error',
      from: { path: '^src/server/db/', pathNot: '[.]test[.]tsx?$' },
      to: { path: '^src/server/[^/]+/', pathNot: '^src/server/db/' },
    },
    {
      name: 'server-http-not-to-domains',
      comment:
        'http/ holds the basics every route uses (errors, headers, client address, rate limits): it runs no ' +
        "domain's code, only db/ and the server's top-level basics. A type from a domain is allowed.",
      severity: 'error',
      from: { path: '^src/server/http/', pathNot: '[.]test[.]tsx?$' },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: '^src/server/(db|http)/',
        dependencyTypesNot: ['type-only'],
      },
    },

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
