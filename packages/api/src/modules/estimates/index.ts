/** The front door of estimates: what the API's wiring and the other modules may use of it. */
export { convertEstimate } from './convert.ts';
export { addEstimateItems } from './items.ts';
export { acceptEstimate, declineEstimate } from './public.ts';
export { registerPublicEstimateRoutes } from './public-routes.ts';
export { getEstimate } from './queries.ts';
export { registerEstimateRoutes } from './routes.ts';
export { createEstimate, markEstimateSent } from './service.ts';
