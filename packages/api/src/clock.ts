import { AsyncLocalStorage } from 'node:async_hooks';

type Clock = () => Date;

const current = new AsyncLocalStorage<Clock>();

/**
 * Runs `work` with `clock` as the time of everything it does. Each request and each background job runs
 * inside the clock of the app that serves it, so rules deep in a write (the ledger's "day of the change")
 * read the same injected time as the route that started it, without a clock threaded through every call.
 */
export const withClock = <T>(clock: Clock, work: () => T): T => current.run(clock, work);

/** The time of the work in hand: the serving app's clock, or the wall clock outside any. */
export const clockNow = (): Date => (current.getStore() ?? (() => new Date()))();
