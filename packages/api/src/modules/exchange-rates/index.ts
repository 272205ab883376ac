/** The front door of exchange-rates: what the API's wiring and the other modules may use of it. */

export { type ResolvedRate, resolveRate } from './document-rates.ts';
export { registerExchangeRateRoutes } from './routes.ts';
