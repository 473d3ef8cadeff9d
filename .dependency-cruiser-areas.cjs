/**
 * Server areas (the folders server/<area>/) depend on each other without cycles: an area may use
 * another only if that one never uses it back, directly or through a third (docs/server.md
 * "Plugins and what other areas can use"). Checked on folders, so a cycle is found whatever
 * modules carry it. Test code boots the whole app and is left out.
 */
const base = require('./.dependency-cruiser.cjs');

module.exports = {
  forbidden: [
    { name: 'no-cycles-between-server-areas', severity: 'error', scope: 'folder',
      comment: 'server areas form no cycle: move the shared piece to the lower area, or let the lower one offer a hook the higher one registers with',
      from: { path: '^server/[^/]+' }, to: { path: '^server/[^/]+', circular: true } },
  ],
  options: {
    ...base.options,
    exclude: { path: `${base.options.exclude.path}|\\.test\\.ts$|/test-harness\\.ts$|/testing\\.ts$|^server/testing/` },
  },
};
