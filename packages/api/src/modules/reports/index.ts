/** The front door of reports: what the API's wiring and the other modules may use of it. */

export { aging } from './aging.ts';
export { earningsAsOf } from './balance-sheet.ts';
export { addDays, financialYearStart } from './dates.ts';
export { registerReportRoutes } from './routes.ts';
