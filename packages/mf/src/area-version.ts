import { getInstance } from '@module-federation/enhanced/runtime';
import { type AreaName, areas } from './areas.ts';

/**
 * The version an area's remote was built as (its package.json version, which the build writes into the
 * manifest's `metaData.buildInfo.buildVersion`), once the federation runtime has read that manifest.
 */
export function areaBuildVersion(area: AreaName): string | undefined {
  const host = getInstance();
  const remote = host?.options.remotes.find(({ name }) => name === areas[area].remote);
  if (!host || !remote) return undefined;
  const { remoteSnapshot } = host.snapshotHandler.getGlobalRemoteInfo(remote);
  return remoteSnapshot && 'buildVersion' in remoteSnapshot ? remoteSnapshot.buildVersion : undefined;
}
