export {
  fetchAccountLogo,
  initializeEtims,
  listEtimsCodes,
  listEtimsItemClasses,
  pullEtimsPurchases,
  removeAccountLogo,
  updateAccount,
  uploadAccountLogo,
} from './account.ts';
export {
  type AuditFilters,
  auditKeys,
  downloadAuditCsv,
  listAuditEvents,
  listDocumentHistory,
  verifyAuditTrail,
} from './audit.ts';
export { fetchCurrentUser, login, logout, signup } from './auth.ts';
export {
  billRequestBody,
  createBill,
  deleteBill,
  downloadBillAttachment,
  downloadBillPaymentAdvice,
  extractBill,
  getBill,
  importOpenBills,
  listBills,
  recordBillPayment,
  updateBill,
  voidBill,
} from './bills.ts';
export {
  businessKeyKeys,
  getPaystackSettings,
  getSmtpSettings,
  removePaystackSettings,
  removeSmtpSettings,
  savePaystackSettings,
  saveSmtpSettings,
  testPaystackSettings,
  testSmtpSettings,
} from './business-keys.ts';
export {
  businessTransferKeys,
  downloadExport,
  getExport,
  getImport,
  startExport,
  startImport,
} from './business-transfer.ts';
export {
  dispositionFileName,
  downloadContactStatementPdf,
  emailContactStatement,
  getContactStatement,
} from './contact-statements.ts';
export {
  type ContactPage,
  createContact,
  getContact,
  importContacts,
  listContacts,
  updateContact,
} from './contacts.ts';
export {
  createCreditNote,
  downloadCreditNotePdf,
  getCreditNote,
  listCreditNotes,
  recordRefund,
} from './credit-notes.ts';
export { sendCurrentUserRequest } from './current-user-request.ts';
export { ApiError, errorMessage, isNotFound, messageOf, retryUnlessNotFound } from './errors.ts';
export {
  acceptEstimate,
  addEstimateItems,
  convertEstimate,
  createEstimate,
  declineEstimate,
  deleteEstimate,
  deleteEstimateItem,
  downloadEstimatePdf,
  emailEstimate,
  getEstimate,
  getPublicEstimate,
  listEstimates,
  updateEstimate,
  updateEstimateItem,
} from './estimates.ts';
export {
  createExchangeRate,
  type ExchangeRateQuery,
  exchangeRateKeys,
  importExchangeRates,
  listExchangeRates,
} from './exchange-rates.ts';
export {
  createExpense,
  deleteExpense,
  downloadExpenseAttachment,
  type ExpensePage,
  expenseFormData,
  extractReceipt,
  getExpense,
  getExpenseDefaults,
  listExpenses,
  readMpesaMessage,
  updateExpense,
} from './expenses.ts';
export { applyServerErrors, type SetFieldError } from './form-errors.ts';
export { http, send, sendBlob, sendEmpty } from './http.ts';
export {
  addInvoiceItems,
  createInvoice,
  createPriceListItem,
  deleteInvoice,
  deleteInvoiceItem,
  downloadInvoicePdf,
  downloadPaymentReceipt,
  emailInvoice,
  getInvoice,
  getInvoiceActivity,
  importOpenInvoices,
  importPriceListItems,
  listInvoices,
  listPriceListItems,
  recordPayment,
  updateInvoice,
  updateInvoiceItem,
  updatePriceListItem,
  voidInvoice,
} from './invoices.ts';
export { listJobs, retryJob } from './jobs.ts';
export {
  createJournalEntry,
  createLedgerAccount,
  deleteLedgerAccount,
  listJournalEntries,
  reverseJournalEntry,
  updateLedgerAccount,
} from './ledger.ts';
export {
  type BulkDocuments,
  bulkDocumentAction,
  downloadDocumentPdfs,
  downloadListCsv,
  type ListFilters,
} from './list-export.ts';
export { downloadOutboxMessage, listOutbox } from './outbox.ts';
export { createProject, getProject, listProjects, type ProjectPage, updateProject } from './projects.ts';
export {
  billKeys,
  contactKeys,
  contactOptionsQuery,
  contactQuery,
  creditNoteKeys,
  currentUserQuery,
  estimateKeys,
  invoiceKeys,
  jobKeys,
  ledgerAccountKeys,
  ledgerAccountsQuery,
  queryClientConfig,
  recurringInvoiceKeys,
  sessionKeys,
  timeEntryKeys,
} from './queries.ts';
export {
  createRecurringInvoice,
  getRecurringInvoice,
  listRecurringInvoices,
  pauseRecurringInvoice,
  type RecurringInvoicePage,
  resumeRecurringInvoice,
  stopRecurringInvoice,
  updateRecurringInvoice,
} from './recurring-invoices.ts';
export { saveBlob } from './save-blob.ts';
export { searchBusiness, searchKeys } from './search.ts';
export {
  changePassword,
  listSessions,
  requestPasswordReset,
  resetPassword,
  revokeSession,
  signOutEverywhere,
} from './security.ts';
export {
  acceptInvitation,
  changeMemberRole,
  chooseBusiness,
  disableTwoStep,
  enableTwoStep,
  getInvitation,
  inviteMember,
  listMemberships,
  removeMember,
  startTwoStep,
  teamKeys,
} from './team.ts';
export {
  createTimeEntry,
  deleteTimeEntry,
  getRunningTimer,
  invoiceProjectTime,
  listTimeEntries,
  startTimer,
  stopTimer,
  updateTimeEntry,
} from './time-entries.ts';
export { AUTH_CHANGED_EVENT, clearToken, getToken, setToken, TOKEN_KEY, tokenFromHeader } from './token.ts';
export { sendFormWithProgress, type UploadProgress } from './upload.ts';
export { closeYearEnd, listYearEnds, reopenYearEnd, yearEndKeys, yearEndsQuery } from './year-ends.ts';
