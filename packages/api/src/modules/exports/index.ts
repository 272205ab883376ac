/** The front door of exports: the whole business as a ZIP, out and back in (money-contract §19). */
export { businessExportHandler, businessImportHandler, type TransferStores } from './handlers.ts';
export { registerExportRoutes } from './routes.ts';
export { writeBusinessExport } from './write-export.ts';
