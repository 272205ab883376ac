export {
  type AccountUpdate,
  type AccountUpdateRequest,
  accountUpdateFieldsSchema,
  accountUpdateRequestSchema,
} from './account.ts';
export {
  type LoginCredentials,
  type LoginRequest,
  loginCredentialsSchema,
  loginRequestSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type Signup,
  type SignupRequest,
  signupRequestSchema,
} from './auth.ts';
export {
  type BillingAddress,
  billingAddressInputSchema,
  billingAddressSchema,
  type Contact,
  type ContactImportResult,
  type ContactInput,
  type ContactListQuery,
  type ContactRequest,
  contactImportPreviewRowSchema,
  contactImportResultSchema,
  contactInputSchema,
  contactListQuerySchema,
  contactRequestSchema,
  contactSchema,
  NAME_OR_EMAIL_REQUIRED,
} from './contacts.ts';
export {
  type Account,
  accountSchema,
  type CurrentUser,
  currentUserEnvelopeSchema,
  currentUserSchema,
} from './current-user.ts';
export { dataEnvelope, type Health, healthSchema } from './envelope.ts';
export { type ErrorBody, errorBodySchema } from './errors.ts';
export {
  ATTACHMENT_TYPES,
  EXPENSE_TYPES,
  type Expense,
  type ExpenseFormFields,
  type ExpenseListQuery,
  expenseFormFieldsSchema,
  expenseListQuerySchema,
  expenseSchema,
  LEDGER_ACCOUNT_TYPES,
  type LedgerAccount,
  ledgerAccountSchema,
  MAX_ATTACHMENT_BYTES,
  NO_RECURRENCE,
  RECURRENCES,
  type ReceiptExtraction,
  receiptExtractionSchema,
  STANDARD_VAT_RATE,
  VAT_OPTIONS,
} from './expenses.ts';
export {
  currencyCode,
  DEFAULT_CURRENCY,
  emailAddress,
  optionalEmailAddress,
  optionalText,
  requiredText,
  text,
} from './fields.ts';
export {
  type AddInvoiceItemsRequest,
  addInvoiceItemsRequestSchema,
  type EmailInvoiceResult,
  emailInvoiceRequestSchema,
  emailInvoiceResultSchema,
  INVOICE_STATUSES,
  type Invoice,
  type InvoiceCreateRequest,
  type InvoiceItem,
  type InvoiceItemInput,
  type InvoiceList,
  type InvoiceListQuery,
  type InvoiceListSummary,
  type InvoiceStatus,
  type InvoiceStatusLabel,
  type InvoiceSummary,
  type InvoiceUpdateRequest,
  ITEM_UNITS,
  type ItemUnit,
  invoiceContactSchema,
  invoiceCreateRequestSchema,
  invoiceItemInputSchema,
  invoiceItemSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  invoiceListSummarySchema,
  invoiceSchema,
  invoiceStatusLabelSchema,
  invoiceStatusSchema,
  invoiceSummarySchema,
  invoiceUpdateRequestSchema,
  itemUnitSchema,
  type ManualPaymentRequest,
  manualPaymentRequestSchema,
  PAYMENT_METHODS,
  type Payment,
  type PriceListItem,
  type PriceListItemRequest,
  paymentMethodSchema,
  paymentSchema,
  priceListItemRequestSchema,
  priceListItemSchema,
  type UnrecordedCharge,
  type UpdateInvoiceItemRequest,
  unrecordedChargeSchema,
  updateInvoiceItemRequestSchema,
} from './invoices.ts';
export { calendarDate, decimalNumber, decimalPlaces, EARLIEST_DATE, LATEST_DATE } from './money.ts';
export { type PageMeta, pagedEnvelope, pageMetaSchema, pageQueryFields } from './pagination.ts';
export {
  PROJECT_TYPES,
  type Project,
  type ProjectCreateRequest,
  type ProjectListQuery,
  type ProjectType,
  type ProjectUpdateRequest,
  projectCreateRequestSchema,
  projectListQuerySchema,
  projectSchema,
  projectTypeSchema,
  projectUpdateRequestSchema,
} from './projects.ts';
export { type PublicInvoice, publicInvoiceSchema } from './public-invoice.ts';

// Paystack payments of the public pay page (appended, kept apart from the sorted block above).

export { type AreaName, areaNames, areaPath, areas, payLinkUrl } from './areas.ts';
export { contactLabel, contactName, type LabelledContact } from './contact-label.ts';
export { type OutboxMessage, outboxMessageSchema } from './outbox.ts';
export {
  type InitializePaystackRequest,
  type InitializePaystackResult,
  initializePaystackRequestSchema,
  initializePaystackResultSchema,
  PAYMENT_VERIFICATION_STATUSES,
  type PaymentVerification,
  type PaymentVerificationStatus,
  paymentVerificationSchema,
  paymentVerificationStatusSchema,
} from './payments.ts';
export { controlCharacterMessage, controlCharacterPath, hasControlCharacter } from './text.ts';
