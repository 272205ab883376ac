export { fetchCurrentUser, login, logout, signup } from './auth.ts';
export {
  type ContactPage,
  createContact,
  getContact,
  importContacts,
  listContacts,
  updateContact,
} from './contacts.ts';
export { ApiError, errorMessage } from './errors.ts';
export { http, send, sendEmpty } from './http.ts';
export {
  addInvoiceItems,
  createInvoice,
  createPriceListItem,
  deleteInvoice,
  deleteInvoiceItem,
  deletePriceListItem,
  downloadInvoicePdf,
  emailInvoice,
  getInvoice,
  listInvoices,
  listPriceListItems,
  recordPayment,
  updateInvoice,
  updateInvoiceItem,
} from './invoices.ts';
export { currentUserQuery } from './queries.ts';
export { AUTH_CHANGED_EVENT, clearToken, getToken, setToken, TOKEN_KEY, tokenFromHeader } from './token.ts';

// Projects (appended, kept apart from the sorted block above).

export { downloadOutboxMessage, listOutbox } from './outbox.ts';
export { createProject, getProject, listProjects, type ProjectPage, updateProject } from './projects.ts';

// Expenses (appended, kept apart from the sorted block above).

export {
  createExpense,
  deleteExpense,
  downloadExpenseAttachment,
  type ExpensePage,
  expenseFormData,
  extractReceipt,
  getExpense,
  listExpenses,
  listLedgerAccounts,
  updateExpense,
} from './expenses.ts';
