import type { ChartAccount, Contact } from '@daftari/contracts';

export function contact(id: number, fields: Partial<Contact> = {}): Contact {
  return {
    id,
    email: `person${id}@example.co.ke`,
    full_name: `Person ${id}`,
    first_name: null,
    last_name: null,
    company_name: null,
    phone: null,
    billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    created_at: '2025-01-31T10:00:00.000Z',
    ...fields,
  };
}

export const amina = contact(1, { full_name: 'Amina Otieno', company_name: 'Savannah Traders' });
export const brian = contact(2, { full_name: 'Brian Kamau', email: 'brian@kamau.dev' });
export const lakeside = contact(3, { full_name: null, company_name: 'Lakeside Ltd' });

export function account(
  id: number,
  number: string,
  name: string,
  account_type: ChartAccount['account_type'],
): ChartAccount {
  return {
    id,
    number,
    name,
    full_name: `${number} ${name}`,
    full_number: number,
    account_type,
    system: false,
    archived: false,
    balance: 0,
  };
}

export const chart: ChartAccount[] = [
  account(1, '1000', 'Cash', 'asset'),
  account(12, '4000', 'Sales', 'income'),
  account(14, '6100', 'Fuel', 'expense'),
  account(15, '6200', 'Office Supplies', 'expense'),
];
