/** What a graceful shutdown needs from the process, injectable so the order can be tested with fakes. */
export interface ShutdownParts {
  /** From now on readiness answers 503. */
  markNotReady: () => void;
  /** The job timer stops claiming; resolves when the job that is running has finished its step. */
  stopJobs: () => Promise<void>;
  /**
   * Both listeners stop accepting connections and close their idle keep-alive ones; resolves when every
   * request in flight has been answered.
   */
  drain: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  /** The requests still in flight, for the log when the bound is reached. */
  inFlight: () => string[];
  /** After this many ms the process exits anyway (code 1), logging what it abandoned. */
  timeoutMs: number;
  log: {
    info: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
  exit: (code: number) => void;
  /** Starts the bound; answers its cancel function. */
  startTimer?: (onTimeout: () => void, ms: number) => () => void;
}

const realTimer = (onTimeout: () => void, ms: number) => {
  const timer = setTimeout(onTimeout, ms);
  return () => clearTimeout(timer);
};

/**
 * Answers the signal handler: not ready at once, then the job timer told to stop and the listeners drained
 * side by side, then the database closed, then exit 0. A failed step still lets the others finish and exits 1.
 * Further signals while it runs are ignored.
 */
export function createShutdown(parts: ShutdownParts): (signal: string) => Promise<void> {
  let running: Promise<void> | null = null;
  return (signal) => {
    running ??= shutDown(parts, signal);
    return running;
  };
}

async function shutDown(parts: ShutdownParts, signal: string): Promise<void> {
  const { log } = parts;
  const unfinished = new Set<string>();
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    parts.exit(code);
  };
  const cancelTimer = (parts.startTimer ?? realTimer)(() => {
    log.error(
      { abandoned: [...unfinished], requests: parts.inFlight(), timeoutMs: parts.timeoutMs },
      'shutdown took too long: exiting with work unfinished',
    );
    exit(1);
  }, parts.timeoutMs);
  const step = async (name: string, run: () => Promise<void>) => {
    unfinished.add(name);
    try {
      await run();
      return true;
    } catch (error) {
      log.error(
        { step: name, err: error instanceof Error ? error.message : String(error) },
        'shutdown step failed',
      );
      return false;
    } finally {
      unfinished.delete(name);
    }
  };

  log.info({ signal, timeoutMs: parts.timeoutMs }, 'shutting down: not ready, draining requests and jobs');
  parts.markNotReady();
  const drained = await Promise.all([step('jobs', parts.stopJobs), step('requests', parts.drain)]);
  const closed = await step('database', parts.closeDatabase);
  cancelTimer();
  const clean = drained.every(Boolean) && closed;
  if (clean) log.info({ signal }, 'shut down cleanly');
  exit(clean ? 0 : 1);
}
