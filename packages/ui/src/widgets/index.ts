/**
 * The pickers and form fields the remotes share, bound to the API through `@daftari/api-client`'s one
 * query per endpoint. They read and fill the shell's one query cache (React Query is a federation singleton),
 * so what one area loads or invalidates, every other sees.
 */
export { ContactPicker, type ContactPickerProps, type PickableContact } from './contact-picker.tsx';
export { CurrencyRateFields, type CurrencyRateFieldsProps } from './currency-rate-fields.tsx';
export { DocumentHistory, type DocumentHistoryProps } from './document-history.tsx';
export { currencyOptions, useRatedCurrencies, useTableRate } from './exchange-rates.ts';
export { ExportCsvButton, type ExportCsvButtonProps } from './export-csv-button.tsx';
export { retryUnlessClientError, useLedgerAccounts } from './hooks.ts';
export { LedgerAccountPicker, type LedgerAccountPickerProps } from './ledger-account-picker.tsx';
export { Allowed, useMayCall, useMaySendField } from './may-call.tsx';
export {
  type MoneyMovementValues,
  moneyMovementDefaults,
  moneyMovementSchema,
} from './money-movement.ts';
export { MoneyMovementFields, type MoneyMovementFieldsProps } from './money-movement-fields.tsx';
export { bulkMessage, SelectionToolbar, type SelectionToolbarProps } from './selection-toolbar.tsx';
