/**
 * The header dictionary of open bills imports: the names other tools give each column of their bills and
 * payables exports (Wave bills, Zoho Books bills, FreshBooks bills, QuickBooks Online's Unpaid Bills report,
 * Invoice Ninja purchase orders/expenses by vendor, Xero bills) and of a plain spreadsheet. A supplier's display
 * name is preferred over a company column; an open balance column is read as the balance due. Xero calls a
 * bill's supplier number `InvoiceNumber`, so invoice number columns are read as the bill number.
 */
import { type OpenBillImportField, openBillImportFields } from '@daftari/contracts';
import { type Aliases, columnDictionary } from '../../http/csv-import/columns.ts';
import { openBalanceAliases } from '../../http/csv-import/open-balance/columns.ts';

const dictionary: Record<OpenBillImportField, Aliases> = {
  bill_number: {
    preferred: [
      'bill_number',
      'billnumber',
      'bill_no',
      'bill',
      'vendor_bill_number',
      'supplier_invoice_number',
      'invoice_number',
      'invoicenumber',
      'invoice_no',
      'num',
      'no',
      'number',
    ],
  },
  supplier_name: {
    preferred: [
      'vendor',
      'vendor_name',
      'vendorname',
      'supplier',
      'supplier_name',
      'suppliername',
      'contact',
      'contact_name',
      'contactname',
      'payee',
      'display_name',
    ],
    fallback: ['company_name', 'company', 'organization', 'name'],
  },
  supplier_email: {
    preferred: [
      'vendor_email',
      'supplier_email',
      'contact_email',
      'email',
      'emailaddress',
      'email_address',
      'e_mail',
    ],
  },
  bill_date: {
    preferred: [
      'bill_date',
      'billdate',
      'date',
      'invoice_date',
      'invoicedate',
      'issue_date',
      'transaction_date',
    ],
  },
  total: {
    preferred: [
      'total',
      'bill_total',
      'bill_amount',
      'total_amount',
      'amount',
      'grand_total',
      'original_amount',
      'invoice_total',
    ],
  },
  ...openBalanceAliases,
};

/** The columns of an open bills file (each field from one column). */
export const openBillColumns = columnDictionary(openBillImportFields, dictionary);
