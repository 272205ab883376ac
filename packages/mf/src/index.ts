export { areaBuildVersion } from './area-version.ts';
export {
  type AreaName,
  areaNames,
  areas,
  DASHBOARD_MODULE,
  ROUTES_MODULE,
  RUNNING_TIMER_MODULE,
} from './areas.ts';
export { AreaLoadFailure, AreaLoadTimeoutError, IncompatibleRemoteError } from './load-failures.ts';
export { type AreaModule, loadArea, loadAreaModule, preloadArea, registerAreaRemotes } from './loader.ts';
export { type RemotesConfig, remotesConfigSchemaCheck } from './remotes-config.ts';
export { singletonPackages } from './singletons.ts';
