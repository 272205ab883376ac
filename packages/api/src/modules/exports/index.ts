/** The front door of exports: the whole business as a ZIP, out and back in (money-contract §19). */
export {
  businessExportHandler,
  businessImportHandler,
  importBusinessZip,
  type TransferStores,
} from './handlers.ts';
export { registerExportRoutes } from './routes.ts';
export { BadExportError } from './unpack.ts';
export { writeBusinessZip } from './write-export.ts';
