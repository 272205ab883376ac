import { pino } from 'pino';

/** The services' log during generation: what they would log is the generator's own doing. */
export const silentLog = pino({ enabled: false });
