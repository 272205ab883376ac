/** The parts readiness checks, each answering 'ok' or a short public reason (never account data). */
export type ReadinessPart = 'database' | 'migrations' | 'storage';

/** Resolves when the part is fine; rejects (with the reason as message when it is public) otherwise. */
export type ReadinessCheck = () => Promise<void>;

/** A check's failure whose message may be shown to anyone (e.g. "2 pending"). */
export class PublicReason extends Error {}

export type ReadinessReport =
  | { ready: true; parts: Record<ReadinessPart, string> }
  | { ready: false; parts: Record<ReadinessPart, string>; failing: ReadinessPart[]; errors: unknown[] };

const FALLBACK_REASON: Record<ReadinessPart, string> = {
  database: 'unavailable',
  migrations: 'unknown',
  storage: 'not writable',
};

/** Whether this process should get traffic: its checks pass and it is not shutting down. */
export class Readiness {
  private closing = false;

  constructor(private readonly checks: Record<ReadinessPart, ReadinessCheck>) {}

  get shuttingDown(): boolean {
    return this.closing;
  }

  markShuttingDown(): void {
    this.closing = true;
  }

  async report(): Promise<ReadinessReport> {
    const names = Object.keys(this.checks) as ReadinessPart[];
    const results = await Promise.allSettled(names.map((name) => this.checks[name]()));
    const parts = {} as Record<ReadinessPart, string>;
    const failing: ReadinessPart[] = [];
    const errors: unknown[] = [];
    results.forEach((result, index) => {
      const name = names[index] as ReadinessPart;
      if (result.status === 'fulfilled') {
        parts[name] = 'ok';
        return;
      }
      failing.push(name);
      errors.push(result.reason);
      parts[name] = result.reason instanceof PublicReason ? result.reason.message : FALLBACK_REASON[name];
    });
    return failing.length === 0 ? { ready: true, parts } : { ready: false, parts, failing, errors };
  }
}
