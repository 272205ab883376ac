import { type AreaName, areas } from './areas.ts';
import type { SingletonConflict } from './compatibility.ts';

/**
 * An area the shell would not or could not load, for a reason it can name. `message` is for the console
 * and the area's team; `reason` completes "The <area> area could not be loaded: …" for the person using
 * Daftari. Reloading the page would not change the outcome.
 */
export class AreaLoadFailure extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/** The remote needs singleton versions the shell does not provide; none of its code was run. */
export class IncompatibleRemoteError extends AreaLoadFailure {
  override name = 'IncompatibleRemoteError';

  constructor(
    area: AreaName,
    manifestUrl: string,
    readonly conflicts: readonly SingletonConflict[],
  ) {
    const needs = conflicts
      .map(({ pkg, required, provided }) => `${pkg} ${required} (the shell provides ${provided})`)
      .join(', ');
    super(
      `The ${area} remote ${areas[area].remote} (${manifestUrl}) was refused before any of its code ran: ` +
        `it needs ${needs}. Rebuild it against the shell's versions of these packages.`,
      'the version deployed was built for another version of Daftari, so it was not started',
    );
  }
}

/** The remote's files did not all arrive in time: its server is down, hanging or very slow. */
export class AreaLoadTimeoutError extends AreaLoadFailure {
  override name = 'AreaLoadTimeoutError';

  constructor(area: AreaName, manifestUrl: string, timeoutMs: number) {
    const seconds = Math.round(timeoutMs / 1000);
    super(
      `The ${area} remote ${areas[area].remote} (${manifestUrl}) did not load within ${seconds} s.`,
      `its server did not answer within ${seconds} seconds`,
    );
  }
}
