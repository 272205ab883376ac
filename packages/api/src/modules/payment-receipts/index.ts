/** The front door of payment receipts: the routes, the pay page's list of receipts and the receipt e-mail job. */
export { enqueueReceiptEmail, receiptEmailHandler } from './receipt-email.ts';
export { registerPublicReceiptRoutes, registerReceiptRoutes } from './routes.ts';
