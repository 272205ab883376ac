/** The front door of expenses: what the API's wiring and the other modules may use of it. */

export { produceRecurringExpenses } from './recurring.ts';
export { copyRecurringExpenseHandler } from './recurring-copy.ts';
export { registerExpenseRoutes } from './routes.ts';
export { insertExpense } from './service.ts';
