export { packPackage } from './pack.ts';
export { pnpm } from './pnpm.ts';
export { publishPackages } from './publish.ts';
export { type RunningRegistry, startRegistry, verdaccioConfigFile } from './verdaccio.ts';
export { type PublishablePackage, publishablePackages, workspaceRoot } from './workspace.ts';
