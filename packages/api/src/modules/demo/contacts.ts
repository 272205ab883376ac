import { contactRequestSchema } from '@daftari/contracts';
import { createContact } from '../contacts/index.ts';
import {
  CUSTOMER_COMPANIES,
  FIRST_NAMES,
  LAST_NAMES,
  STREETS,
  SUPPLIER_COMPANIES,
  TOWNS,
} from './catalogue.ts';
import type { DemoContacts, DemoContext } from './context.ts';

const INDIVIDUAL_CUSTOMERS = 18;

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** A Safaricom number as +2547XXXXXXXX. */
const phone = ({ random }: DemoContext) =>
  `+2547${random.int(10, 99)}${String(random.int(0, 999_999)).padStart(6, '0')}`;

function address(context: DemoContext) {
  const [area, county] = context.random.pick(TOWNS);
  return {
    street: `${context.random.int(1, 250)} ${context.random.pick(STREETS)}, ${area}`,
    city: county === 'Nairobi' ? 'Nairobi' : area,
    state: county,
    postal_code: String(context.random.int(100, 900) * 100).padStart(5, '0'),
    country: 'Kenya',
  };
}

async function create(context: DemoContext, contact: Record<string, unknown>): Promise<number> {
  const input = contactRequestSchema.parse({ contact }).contact;
  return (await createContact(context.db, context.accountId, input)).id;
}

/** About 60 contacts: companies and people who buy from the studio, and the suppliers it buys from. */
export async function createContacts(context: DemoContext): Promise<DemoContacts> {
  const customers: number[] = [];
  for (const company of CUSTOMER_COMPANIES) {
    const first = context.random.pick(FIRST_NAMES);
    const last = context.random.pick(LAST_NAMES);
    customers.push(
      await create(context, {
        company_name: company,
        first_name: first,
        last_name: last,
        email: `${slug(first)}@${slug(company).slice(0, 16)}.co.ke`,
        phone: phone(context),
        billing_address: address(context),
      }),
    );
  }
  for (let index = 0; index < INDIVIDUAL_CUSTOMERS; index += 1) {
    const first = FIRST_NAMES[(index * 7) % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(index * 3) % LAST_NAMES.length]!;
    customers.push(
      await create(context, {
        first_name: first,
        last_name: last,
        email: `${slug(first)}.${slug(last)}@gmail.com`,
        phone: phone(context),
        billing_address: address(context),
      }),
    );
  }
  const suppliers: number[] = [];
  for (const company of SUPPLIER_COMPANIES) {
    suppliers.push(
      await create(context, {
        company_name: company,
        email: `accounts@${slug(company).slice(0, 16)}.co.ke`,
        phone: phone(context),
        billing_address: address(context),
      }),
    );
  }
  return { customers, suppliers };
}
