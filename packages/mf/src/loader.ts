import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { type AreaName, areas, ROUTES_MODULE } from './areas.ts';
import type { RemotesConfig } from './remotes-config.ts';

export interface AreaModule {
  default: ComponentType;
}

const loading = new Map<AreaName, Promise<AreaModule>>();

export function registerAreaRemotes(config: RemotesConfig): void {
  registerRemotes(
    Object.entries(config).map(([area, entry]) => ({ name: areas[area as AreaName].remote, entry })),
    { force: true },
  );
  loading.clear();
}

/** Loads an area's routes module once; a failed load is forgotten so the next attempt retries. */
export function loadArea(area: AreaName): Promise<AreaModule> {
  let pending = loading.get(area);
  if (!pending) {
    pending = loadRemote<AreaModule>(`${areas[area].remote}/${ROUTES_MODULE}`).then((module) => {
      if (!module?.default) throw new Error(`The ${areas[area].title} area did not load.`);
      return module;
    });
    pending.catch(() => loading.delete(area));
    loading.set(area, pending);
  }
  return pending;
}

/** Starts loading on intent (hover, focus); errors surface later when the area renders. */
export function preloadArea(area: AreaName): void {
  loadArea(area).catch(() => undefined);
}
