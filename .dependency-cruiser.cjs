/** Import direction (docs/architecture.md "Layers"): schemas ← adapters ← widgets ← src; server uses adapters and schemas only. */
module.exports = {
  forbidden: [
    { name: 'adapters-are-pure', severity: 'error', comment: 'adapters/ may import only schemas/ (no React, no server, no DOM code)',
      from: { path: '^adapters/' }, to: { path: '^(widgets|src|server|tests|bench)/' } },
    { name: 'adapters-no-react', severity: 'error', comment: 'adapters/ is framework-free',
      from: { path: '^adapters/' }, to: { path: 'node_modules/(react|react-dom|@rjsf/core|fastify)/' } },
    { name: 'widgets-below-app', severity: 'error', comment: 'widgets/ may import adapters/ only',
      from: { path: '^widgets/' }, to: { path: '^(src|server|tests|bench)/' } },
    { name: 'src-not-server', severity: 'error', comment: 'the browser app never imports the server',
      from: { path: '^src/' }, to: { path: '^(server|tests|bench)/' } },
    { name: 'server-not-ui', severity: 'error', comment: 'server/ never imports widgets/ or src/',
      from: { path: '^server/' }, to: { path: '^(widgets|src|tests|bench)/' } },
    { name: 'schemas-are-data', severity: 'error', comment: 'schemas/ holds data only',
      from: { path: '^schemas/' }, to: { path: '^(adapters|widgets|src|server)/' } },
    { name: 'tools-read-adapters', severity: 'error', comment: 'tools/ (command-line checks) may import adapters/ and schemas/ only',
      from: { path: '^tools/' }, to: { path: '^(widgets|src|server|tests|bench)/' } },
    { name: 'nothing-imports-tools', severity: 'error', comment: 'tools/ holds entry points: nothing imports them',
      from: { pathNot: '^tools/' }, to: { path: '^tools/' } },
    { name: 'browser-generates-no-code', severity: 'error',
      comment: "the browser never compiles a validator (CSP script-src 'self', no eval): it imports the modules the server generates (docs/architecture.md \"Rules and validation\"); tests and Storybook (and their harness) may use Ajv at run time",
      from: { path: '^(src|widgets)/', pathNot: ['\\.(test|stories)\\.tsx?$', '^widgets/(harness|stories)/'] },
      to: { reachable: true, path: ['node_modules/(ajv|ajv-formats)/', '^@rjsf/validator-ajv8$', 'node_modules/@rjsf/validator-ajv8/lib/(index|customizeValidator|validator|createAjvInstance|compileSchemaValidators|compileSchemaValidatorsCode)\\.js$', '^adapters/validators/(ajv|standalone-code)\\.ts$'] } },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // packages stay in the graph as leaves (doNotFollow): the rules above name some of them
    exclude: { path: '^(dist|storybook-static|data)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'], conditionNames: ['import', 'default'] },
  },
};
