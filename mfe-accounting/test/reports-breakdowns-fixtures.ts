import type {
  CashFlow,
  ExpensesByCategory,
  ExpensesBySupplier,
  SalesByCustomer,
  SalesByItem,
} from '@daftari/contracts';
import { TODAY } from './reports-fixtures.tsx';

const period = { from: '2026-01-01', to: TODAY };

export const salesByCustomer: SalesByCustomer = {
  ...period,
  rows: [
    { contact_id: 7, name: 'Amina Otieno', amount: 18000 },
    { contact_id: null, name: 'No contact', amount: 7000.5 },
  ],
  total: 25000.5,
};

export const salesByItem: SalesByItem = {
  ...period,
  rows: [
    { item: 'Consulting', quantity: '4', amount: 20000 },
    { item: 'Mangoes', quantity: '12.5', amount: 5000 },
  ],
  other: -250,
  total: 24750,
};

export const expensesByCategory: ExpensesByCategory = {
  ...period,
  rows: [
    { ledger_account_id: 14, number: '6100', name: 'Rent', amount: 30000 },
    { ledger_account_id: 15, number: '6000', name: 'Office costs', amount: 1200.75 },
  ],
  total: 31200.75,
};

export const expensesBySupplier: ExpensesBySupplier = {
  ...period,
  rows: [
    { contact_id: 9, name: 'Jua Kali', amount: 30000 },
    { contact_id: null, name: 'Naivas', amount: 1000 },
    { contact_id: null, name: 'No supplier', amount: 200.75 },
  ],
  total: 31200.75,
};

const flowLine = (
  kind: CashFlow['operating'][number]['kind'],
  ledger_account_id: number,
  number: string,
  name: string,
  amount: number,
) => ({ kind, ledger_account_id, number, name, amount });

export const cashFlow: CashFlow = {
  ...period,
  operating: [
    { kind: 'net_profit', ledger_account_id: null, number: null, name: 'Net profit', amount: 12000 },
    flowLine('non_cash', 22, '1510', 'Accumulated depreciation', 1000),
    flowLine('working_capital', 11, '1200', 'Accounts receivable', -20000),
    flowLine('working_capital', 13, '2100', 'VAT payable (output)', 2000),
  ],
  investing: [flowLine('investing', 20, '1500', 'Equipment', -400.55)],
  financing: [flowLine('financing', 21, '3000', "Owner's equity", 50000)],
  net_profit: 12000,
  total_operating: -5000,
  total_investing: -400.55,
  total_financing: 50000,
  net_change: 44599.45,
  opening_cash: 1000,
  closing_cash: 45599.45,
};

export const emptyCashFlow: CashFlow = {
  ...period,
  operating: [{ kind: 'net_profit', ledger_account_id: null, number: null, name: 'Net profit', amount: 0 }],
  investing: [],
  financing: [],
  net_profit: 0,
  total_operating: 0,
  total_investing: 0,
  total_financing: 0,
  net_change: 0,
  opening_cash: 1000,
  closing_cash: 1000,
};

/** Each breakdown's answer, its table's rows (label … amount) and the empty answer. */
export const breakdowns = [
  {
    report: 'sales_by_customer',
    title: 'Sales by customer',
    answer: salesByCustomer,
    rows: [
      ['Customer', 'Amount'],
      ['Amina Otieno', '18,000.00'],
      ['No contact', '7,000.50'],
      ['Total', '25,000.50'],
    ],
    empty: { ...period, rows: [], total: 0 },
  },
  {
    report: 'sales_by_item',
    title: 'Sales by item',
    answer: salesByItem,
    rows: [
      ['Item', 'Quantity', 'Amount'],
      ['Consulting', '4', '20,000.00'],
      ['Mangoes', '12.5', '5,000.00'],
      ['Other income and credits', '', '-250.00'],
      ['Total', '', '24,750.00'],
    ],
    empty: { ...period, rows: [], other: 0, total: 0 },
  },
  {
    report: 'expenses_by_category',
    title: 'Expenses by category',
    answer: expensesByCategory,
    rows: [
      ['Category', 'Amount'],
      ['6100 Rent', '30,000.00'],
      ['6000 Office costs', '1,200.75'],
      ['Total', '31,200.75'],
    ],
    empty: { ...period, rows: [], total: 0 },
  },
  {
    report: 'expenses_by_supplier',
    title: 'Expenses by supplier',
    answer: expensesBySupplier,
    rows: [
      ['Supplier', 'Amount'],
      ['Jua Kali', '30,000.00'],
      ['Naivas', '1,000.00'],
      ['No supplier', '200.75'],
      ['Total', '31,200.75'],
    ],
    empty: { ...period, rows: [], total: 0 },
  },
] as const;
