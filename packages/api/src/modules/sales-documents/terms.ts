/** The payment term of an invoice the app drafts itself (from time, from an estimate): the form's default, Net 30. */
const DUE_IN_DAYS = 30;

/** The due date of such an invoice issued on `issueDate` (`yyyy-MM-dd`). */
export const defaultDueDate = (issueDate: string) =>
  new Date(Date.parse(`${issueDate}T00:00:00Z`) + DUE_IN_DAYS * 86_400_000).toISOString().slice(0, 10);
