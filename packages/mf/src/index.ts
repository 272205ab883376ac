export { areaBuildVersion } from './area-version.ts';
export { type AreaName, areaNames, areas, ROUTES_MODULE } from './areas.ts';
export { AreaLoadFailure, AreaLoadTimeoutError, IncompatibleRemoteError } from './load-failures.ts';
export { type AreaModule, loadArea, preloadArea, registerAreaRemotes } from './loader.ts';
export { type RemotesConfig, remotesConfigSchemaCheck } from './remotes-config.ts';
export { singletonPackages } from './singletons.ts';
