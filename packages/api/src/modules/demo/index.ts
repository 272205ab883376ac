/** The front door of demo: what the API's wiring and the other modules may use of it. */
export { DEMO_BUSINESS_NAME, DEMO_OWNER_NAME } from './catalogue.ts';
export { createDemoBusiness } from './generate.ts';
