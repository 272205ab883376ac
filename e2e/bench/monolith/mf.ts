/**
 * The monolith build's stand-in for `@daftari/mf` (a build used only to measure what federation costs):
 * every area is compiled into the shell's own bundle and code-split with import(), as a single-page app
 * without Module Federation would do it. Everything else is the real package's (local exports take
 * precedence over re-exported ones).
 */
import type { AreaModule, AreaName } from '../../../packages/mf/src/index.ts';

export * from '../../../packages/mf/src/index.ts';

/**
 * An area's screens are the routes module of its app, `mfe-<area>/` (what its remote exposes); the bills
 * section's are the expenses app's bills routes, time tracking's the projects app's, estimates' the invoicing app's.
 */
export function loadArea(area: AreaName, module = 'routes'): Promise<AreaModule> {
  if (area === 'expenses' && module === 'bills')
    return import('../../../mfe-expenses/src/routes/bills/index.tsx');
  if (area === 'projects' && module === 'time-tracking')
    return import('../../../mfe-projects/src/routes/time-tracking/index.tsx');
  if (area === 'invoicing' && module === 'estimates')
    return import('../../../mfe-invoicing/src/routes/estimates/index.tsx');
  return import(
    /* webpackExclude: /node_modules/ */
    `../../../mfe-${area}/src/routes/index.tsx`
  );
}

/** The modules areas expose to the shell: the accounting area's dashboard, the projects area's running timer. */
export function loadAreaModule(area: AreaName, module: string): Promise<AreaModule> {
  if (area === 'accounting' && module === 'Dashboard')
    return import('../../../mfe-accounting/src/Dashboard.tsx');
  if (area === 'projects' && module === 'RunningTimer')
    return import('../../../mfe-projects/src/RunningTimer.tsx');
  return Promise.reject(new Error(`The monolith has no module ${module} of ${area}`));
}

export function preloadArea(area: AreaName, module?: string): void {
  loadArea(area, module).catch(() => undefined);
}

/** No area has a build of its own in the monolith. */
export function areaBuildVersion(_area: AreaName): string | undefined {
  return undefined;
}
