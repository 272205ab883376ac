import {
  getInstance,
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { type AreaName, areas, ROUTES_MODULE } from './areas.ts';
import { hostSingletonVersions, manifestShared, singletonConflicts } from './compatibility.ts';
import { AreaLoadTimeoutError, IncompatibleRemoteError } from './load-failures.ts';
import type { RemotesConfig } from './remotes-config.ts';

export interface AreaModule {
  default: ComponentType;
}

/**
 * How long an area may take (manifest, entry, chunks, CSS) before its error view replaces the loading
 * state. An area is 100–200 KB of gzip JavaScript: a few seconds on a slow mobile link, so 15 s leaves room
 * for a bad connection without leaving an owner in front of a skeleton. The federation runtime alone would
 * wait 20 s per script and has no limit at all on the manifest request.
 */
export const AREA_LOAD_TIMEOUT_MS = 15_000;

const entries = new Map<AreaName, string>();
/** An area's load; `awaited` once a caller other than a preload has asked for it. */
interface Load {
  promise: Promise<AreaModule>;
  awaited: boolean;
  failed: boolean;
}
/** Loads by area and module (`expenses/routes`, `expenses/bills`). */
const loading = new Map<string, Load>();
/** Manifests fetched and checked by `loadArea`, handed to the runtime so it does not request them again. */
const checkedManifests = new Map<string, string>();

const checkedManifestsPlugin: ModuleFederationRuntimePlugin = {
  name: 'daftari-checked-manifests',
  fetch(url) {
    const text = checkedManifests.get(url);
    if (text === undefined) return undefined;
    checkedManifests.delete(url);
    return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
  },
};

/** The runtime asks its fetch hooks for a manifest by its absolute URL: remotes.json may give a path. */
const absoluteUrl = (url: string) =>
  globalThis.location ? new URL(url, globalThis.location.href).href : url;

export function registerAreaRemotes(config: RemotesConfig): void {
  const absolute = Object.entries(config).map(
    ([area, entry]) => [area as AreaName, absoluteUrl(entry)] as const,
  );
  registerPlugins([checkedManifestsPlugin]);
  registerRemotes(
    absolute.map(([area, entry]) => ({ name: areas[area].remote, entry })),
    { force: true },
  );
  entries.clear();
  for (const [area, entry] of absolute) entries.set(area, entry);
  loading.clear();
}

function shellSingletons(): Record<string, string> {
  const host = getInstance();
  return host ? hostSingletonVersions(host.options.shared, host.options.name) : {};
}

async function fetchManifest(url: string, signal: AbortSignal): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    throw new Error(`Could not fetch ${url}: ${error instanceof Error ? error.message : error}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new Error(`Could not fetch ${url}: ${response.status} ${response.statusText}`);
  return response.text();
}

/** Reads the remote's manifest, refuses it when its singleton needs cannot be met, then runs one module of it. */
async function loadCheckedArea(
  area: AreaName,
  manifestUrl: string,
  signal: AbortSignal,
  module: string,
): Promise<AreaModule> {
  const manifest = await fetchManifest(manifestUrl, signal);
  const conflicts = singletonConflicts(manifestShared(manifest, manifestUrl), shellSingletons());
  if (conflicts.length > 0) throw new IncompatibleRemoteError(area, manifestUrl, conflicts);
  checkedManifests.set(manifestUrl, manifest);
  let loaded: AreaModule | null;
  try {
    loaded = await loadRemote<AreaModule>(`${areas[area].remote}/${module}`);
  } finally {
    // Unused when the runtime already had the remote's manifest (a second module of the same remote).
    checkedManifests.delete(manifestUrl);
  }
  if (!loaded?.default) throw new Error(`The ${areas[area].title} area did not load.`);
  return loaded;
}

function loadWithinTimeout(area: AreaName, manifestUrl: string, module: string): Promise<AreaModule> {
  const controller = new AbortController();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      controller.abort();
      reject(new AreaLoadTimeoutError(area, manifestUrl, AREA_LOAD_TIMEOUT_MS));
    }, AREA_LOAD_TIMEOUT_MS);
    loadCheckedArea(area, manifestUrl, controller.signal, module)
      .then(resolve, reject)
      .finally(() => clearTimeout(timer));
  });
}

const loadKey = (area: AreaName, module: string) => `${area}/${module}`;

function startLoad(area: AreaName, module: string): Load {
  const key = loadKey(area, module);
  const manifestUrl = entries.get(area);
  const load: Load = {
    promise: manifestUrl
      ? loadWithinTimeout(area, manifestUrl, module)
      : Promise.reject(new Error(`remotes.json names no remote for the ${areas[area].title} area.`)),
    awaited: false,
    failed: false,
  };
  load.promise.catch(() => {
    load.failed = true;
    if (load.awaited && loading.get(key) === load) loading.delete(key);
  });
  loading.set(key, load);
  return load;
}

/**
 * Loads an area's routes module (or another module of screens it exposes, a section's) once. A failed load is
 * forgotten once a caller has seen it, so the next call tries again; a preload's failure waits for the call
 * that follows it (the screen shows that error instead of fetching the same refusal again).
 */
export function loadArea(area: AreaName, module: string = ROUTES_MODULE): Promise<AreaModule> {
  const key = loadKey(area, module);
  const load = loading.get(key) ?? startLoad(area, module);
  load.awaited = true;
  if (load.failed) loading.delete(key);
  return load.promise;
}

/** Starts loading on intent (hover, focus) or at start-up; errors surface when the area renders. */
export function preloadArea(area: AreaName, module: string = ROUTES_MODULE): void {
  if (!loading.has(loadKey(area, module))) startLoad(area, module);
}

/**
 * Another module an area exposes besides its routes (the accounting area's `Dashboard`, shown on the shell's
 * Home), checked and timed like the routes; not kept: the caller keeps what it loaded.
 */
export function loadAreaModule(area: AreaName, module: string): Promise<AreaModule> {
  const manifestUrl = entries.get(area);
  if (!manifestUrl) {
    return Promise.reject(new Error(`remotes.json names no remote for the ${areas[area].title} area.`));
  }
  return loadWithinTimeout(area, manifestUrl, module);
}
