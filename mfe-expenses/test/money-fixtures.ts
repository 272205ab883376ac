import type { ChartAccount } from '@daftari/contracts';

const asset = (id: number, number: string, name: string, balance: number): ChartAccount => ({
  id,
  number,
  name,
  full_name: `${number} ${name}`,
  full_number: number,
  account_type: 'asset',
  system: true,
  archived: false,
  balance,
});

/** GET /ledger_accounts?type=asset: four money accounts and two that are not (receivables, VAT input). */
export const ASSET_ACCOUNTS: ChartAccount[] = [
  asset(31, '1000', 'Cash', 500),
  asset(32, '1100', 'Bank', 1000),
  asset(35, '1200', 'Accounts receivable', 90_000),
  asset(33, '1300', 'M-Pesa', 20_000),
  asset(34, '1310', 'Paystack clearing', 0),
  asset(36, '1400', 'VAT receivable (input)', 300),
];
