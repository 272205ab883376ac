import type { AreaName } from '@daftari/contracts';
import { AreaLoadFailure, type AreaModule, loadArea, ROUTES_MODULE } from '@daftari/mf';
import { type ComponentType, lazy } from 'react';
import { markLoaded, reloadOnce } from './reload-once.ts';

export interface AreaScreensDeps {
  load: (area: AreaName, module: string) => Promise<AreaModule>;
  /** Reloads the page after a failed load, unless it already did for this area (then false). */
  reloadOnce: (area: AreaName) => boolean;
  /** The area loaded: a later failure may reload the page again. */
  markLoaded: (area: AreaName) => void;
  /** Whether the browser is online (default `navigator.onLine`): offline, a failed load is no reason to reload. */
  isOnline?: () => boolean;
}

/** An area that could not load because the browser is offline: shown as such, loaded again once online. */
export class AreaOffline extends Error {
  constructor(readonly area: AreaName) {
    super(`The ${area} area cannot load while the browser is offline`);
    this.name = 'AreaOffline';
  }
}

const never = new Promise<AreaModule>(() => undefined);

/** The screens of an area: its routes module, or the module of one of its sections. */
export type ScreensOf = (area: AreaName, module?: string) => ComponentType;

/**
 * One lazy component per module of screens, made when it is first shown and kept, so re-renders do not load
 * it again. A failed load is dropped: the next visit or Try again loads afresh. A load that fails while the
 * browser is offline never reloads the page: it fails with AreaOffline.
 */
export function areaScreens(deps: AreaScreensDeps): ScreensOf {
  const screens = new Map<string, ComponentType>();
  const isOnline = deps.isOnline ?? (() => navigator.onLine);

  const lazyArea = (area: AreaName, module: string, key: string): ComponentType =>
    lazy(() =>
      deps.load(area, module).then(
        (module) => {
          deps.markLoaded(area);
          return module;
        },
        (error: unknown) => {
          screens.delete(key);
          // Offline, a reload would only land on the browser's own error page.
          if (!isOnline()) throw new AreaOffline(area);
          // After a refusal or a timeout a page reload would only make the owner wait for the same answer.
          if (error instanceof AreaLoadFailure) {
            console.error(`[daftari] ${error.message}`);
            throw error;
          }
          console.error(`[daftari] the ${area} remote failed to load`, error);
          if (deps.reloadOnce(area)) return never;
          throw error;
        },
      ),
    );

  return (area, module = ROUTES_MODULE) => {
    const key = `${area}/${module}`;
    let screen = screens.get(key);
    if (!screen) {
      screen = lazyArea(area, module, key);
      screens.set(key, screen);
    }
    return screen;
  };
}

/** The screens of the remotes the federation runtime loads. */
export const remoteScreens = areaScreens({
  load: loadArea,
  reloadOnce: (area) => reloadOnce(area),
  markLoaded: (area) => markLoaded(area),
});
