import { css } from '@daftari/ui/styled-system/css';

/**
 * Which export to take from each tool a business may leave, one line each: its customers for the contacts
 * import and, where the tool has one, its products or items for the price list import, its unpaid invoices
 * for the open invoices import and its unpaid bills for the open bills import.
 */
export const SWITCH_TOOLS: {
  tool: string;
  contacts: string;
  items?: string;
  openInvoices?: string;
  openBills?: string;
}[] = [
  {
    tool: 'Wave',
    contacts: 'download your customers (or vendors) with Wave Connect, then save the sheet as CSV',
    items: 'your products and services, saved as CSV',
    openInvoices: 'Sales › Invoices, the unpaid ones exported as CSV',
    openBills: 'Purchases › Bills, the unpaid ones exported as CSV',
  },
  {
    tool: 'Zoho Books',
    contacts: 'Sales › Customers (or Purchases › Vendors), the More icon › Export, format CSV',
    items: 'Items, the More icon › Export Items, format CSV',
    openInvoices: 'Sales › Invoices, the More icon › Export Invoices, format CSV',
    openBills: 'Purchases › Bills, the More icon › Export Bills, format CSV',
  },
  {
    tool: 'FreshBooks',
    contacts: 'the clients CSV (Organization, First Name, … Province/State)',
    items: 'the items and services list, saved as CSV',
    openInvoices: 'the invoice details (or accounts aging) report, exported as CSV',
    openBills: 'Bills, the unpaid ones exported as CSV',
  },
  {
    tool: 'QuickBooks Online',
    contacts: 'the customer list saved as CSV',
    items: 'the products and services list exported to Excel, then saved as CSV',
    openInvoices: 'the Open Invoices report exported to Excel, then saved as CSV',
    openBills: 'the Unpaid Bills report exported to Excel, then saved as CSV',
  },
  {
    tool: 'Invoice Ninja',
    contacts: 'Settings › Import | Export › Export, the clients as CSV',
    items: 'Settings › Import | Export › Export, the products as CSV',
    openInvoices: 'Settings › Import | Export › Export, the invoices as CSV',
  },
  {
    tool: 'Xero',
    contacts: 'Contacts › All contacts (or Customers) › Export',
    items: 'Products and services › Export (CSV)',
    openInvoices: 'Invoices, the Awaiting payment tab › Export (CSV)',
    openBills: 'Bills to pay, the Awaiting payment tab › Export (CSV)',
  },
  { tool: 'Google Contacts', contacts: 'Export › Google CSV' },
  {
    tool: 'Outlook',
    contacts: 'File › Open & Export › Import/Export › Export to a file › Comma Separated Values',
  },
];

const list = css({ display: 'grid', gap: '1.5', fontSize: 'sm', color: 'fg.muted', textAlign: 'left' });
const tool = css({ fontWeight: 'semibold', color: 'fg' });

export interface SwitchFromToolsProps {
  /** Which import the exports are for: contacts (customers), the price list (items), open invoices or bills. */
  what: 'contacts' | 'items' | 'openInvoices' | 'openBills';
  id?: string;
}

/** One line per tool: the export to take from it, which the import reads as it is. */
export function SwitchFromTools({ what, id }: SwitchFromToolsProps) {
  return (
    <ul className={list} id={id} aria-label="Which export to take from each tool">
      {SWITCH_TOOLS.flatMap((entry) => {
        const exported = entry[what];
        return exported
          ? [
              <li key={entry.tool}>
                <span className={tool}>{entry.tool}:</span> {exported}
              </li>,
            ]
          : [];
      })}
    </ul>
  );
}
