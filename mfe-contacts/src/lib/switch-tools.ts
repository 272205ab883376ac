/**
 * Which export to take from each tool a business may leave, one line each: only what the tools' own help
 * pages say (the README lists the sources).
 */
export const SWITCH_TOOLS = [
  {
    tool: 'Wave',
    export: 'download your customers (or vendors) with Wave Connect, then save the sheet as CSV',
  },
  {
    tool: 'Zoho Books',
    export: 'Sales › Customers (or Purchases › Vendors), the More icon › Export, format CSV',
  },
  { tool: 'FreshBooks', export: 'the clients CSV (Organization, First Name, … Province/State)' },
  { tool: 'QuickBooks Online', export: 'the customer list saved as CSV' },
  { tool: 'Invoice Ninja', export: 'Settings › Import | Export › Export, the clients as CSV' },
  { tool: 'Xero', export: 'Contacts › All contacts (or Customers) › Export' },
  { tool: 'Google Contacts', export: 'Export › Google CSV' },
  {
    tool: 'Outlook',
    export: 'File › Open & Export › Import/Export › Export to a file › Comma Separated Values',
  },
] as const;
