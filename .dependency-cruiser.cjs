/**
 * The project's import boundaries (`npm run lint`). The core drives no framework and no platform:
 * the web app and the CLI are its drivers, and neither reaches into the other.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'core-without-react',
      comment: 'core/ is framework-free: the web app binds it to React, not the other way.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '(^|/)node_modules/(react|react-dom)/' },
    },
    {
      name: 'core-without-node-builtins',
      comment: 'core/ runs in the browser and in Node: no Node built-in module; what differs between drivers is a port (core/ports).',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-without-drivers',
      comment: 'core/ knows nothing of its drivers: web/ and cli/ depend on core, never the other way.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(web|cli)/' },
    },
    {
      name: 'web-without-cli',
      comment: 'The web app reaches the hosts over HTTP only; the stand-in and the CLI are not its code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^cli/' },
    },
    {
      name: 'cli-without-web',
      comment: 'The CLI and the stand-in hosts never import the web app (the stand-in serves its built files).',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^web/' },
    },
    {
      name: 'stand-in-without-client-actors',
      comment: 'The stand-in plays the hosts: it shares the contract and its pure rules (core/contract, core/api, core/search, core/watch) with the app, never the app\'s actors.',
      severity: 'error',
      from: { path: '^cli/hosts/' },
      to: { path: '^core/(actors|app)/' },
    },
    {
      name: 'no-running-circle',
      comment: 'No import circle that runs in core or the CLI and stand-in: a pure rule two rooms share sits in its own file (watch/playable.ts, money/records.ts), not in one room\'s handlers. Type-only circles stay allowed there: the stand-in\'s World type names every room\'s table, and every room\'s handlers name World.',
      severity: 'error',
      from: { path: '^(core|cli)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'web-without-circles',
      comment: 'No import circle in the web app: the route table imports every page, so nothing a page uses may import the table (the route types are web/routeTypes.ts); a lazy import brings its types from the module it loads, never back.',
      severity: 'error',
      from: { path: '^web/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|\\.data|\\.tmp)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
}
