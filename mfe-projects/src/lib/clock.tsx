import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** What the running time reads the time from: the real clock, or a test's. */
export interface Clock {
  now: () => number;
  /** Calls `tick` every second until the returned function is called. */
  everySecond: (tick: () => void) => () => void;
}

// One interval for every listener, so the header's timer and the page's turn over on the same tick.
const listeners = new Set<() => void>();
let interval: ReturnType<typeof setInterval> | undefined;

export const systemClock: Clock = {
  now: () => Date.now(),
  everySecond: (tick) => {
    listeners.add(tick);
    interval ??= setInterval(() => {
      for (const listener of listeners) listener();
    }, 1000);
    return () => {
      listeners.delete(tick);
      if (listeners.size === 0) {
        clearInterval(interval);
        interval = undefined;
      }
    };
  },
};

const ClockContext = createContext<Clock>(systemClock);

export function ClockProvider({ clock, children }: { clock: Clock; children: ReactNode }) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock's time in milliseconds, renewed every second while `ticking`. */
export function useNow(ticking = true): number {
  const clock = useContext(ClockContext);
  const [now, setNow] = useState(clock.now);
  useEffect(() => {
    if (!ticking) return;
    setNow(clock.now());
    return clock.everySecond(() => setNow(clock.now()));
  }, [clock, ticking]);
  return now;
}

/** Whole seconds since `startedAt` (an ISO instant from the server), ticking; never negative. */
export function useElapsedSeconds(startedAt: string): number {
  const now = useNow();
  return Math.max(0, Math.floor((now - Date.parse(startedAt)) / 1000));
}
