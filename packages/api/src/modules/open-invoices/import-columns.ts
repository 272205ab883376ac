/**
 * The header dictionary of open invoices imports: the names other tools give each column of their invoice
 * and receivables exports (Wave invoices, Zoho Books invoices, FreshBooks invoice details, QuickBooks Online's
 * Open Invoices report, Invoice Ninja invoices, Xero sales invoices) and of a plain spreadsheet. A customer's
 * display name is preferred over a company column; an open balance column is read as the balance due.
 */
import { type OpenInvoiceImportField, openInvoiceImportFields } from '@daftari/contracts';
import { type Aliases, columnDictionary } from '../../http/csv-import/columns.ts';
import { openBalanceAliases } from '../../http/csv-import/open-balance/columns.ts';

const dictionary: Record<OpenInvoiceImportField, Aliases> = {
  invoice_number: {
    preferred: [
      'invoice_number',
      'invoicenumber',
      'invoice_no',
      'invoice',
      'num',
      'no',
      'number',
      'doc_number',
      'document_number',
    ],
  },
  customer_name: {
    preferred: [
      'customer',
      'customer_name',
      'customername',
      'client',
      'client_name',
      'clientname',
      'contact',
      'contact_name',
      'contactname',
      'display_name',
    ],
    fallback: ['company_name', 'company', 'organization', 'name'],
  },
  customer_email: {
    preferred: [
      'customer_email',
      'client_email',
      'contact_email',
      'email',
      'emailaddress',
      'email_address',
      'e_mail',
      'primary_contact_email',
    ],
  },
  invoice_date: {
    preferred: ['invoice_date', 'invoicedate', 'date', 'issue_date', 'date_issued', 'transaction_date'],
  },
  total: {
    preferred: [
      'total',
      'invoice_total',
      'total_amount',
      'invoice_amount',
      'amount',
      'grand_total',
      'original_amount',
    ],
  },
  ...openBalanceAliases,
};

/** The columns of an open invoices file (each field from one column). */
export const openInvoiceColumns = columnDictionary(openInvoiceImportFields, dictionary);
