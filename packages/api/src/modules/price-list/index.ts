/** The front door of price-list: what the API's wiring and the other modules may use of it. */

export { registerPriceListRoutes } from './routes.ts';
export type { PriceListItemRow } from './service.ts';
export { createPriceListItem, priceListItemColumns } from './service.ts';
