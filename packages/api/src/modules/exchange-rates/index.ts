/** The front door of exchange-rates: what the API's wiring and the other modules may use of it. */

export { rateOn } from './rates.ts';
export { registerExchangeRateRoutes } from './routes.ts';
