import type { Contact, Project } from '@daftari/contracts';

export function contact(id: number, fields: Partial<Contact> = {}): Contact {
  return {
    id,
    email: `person${id}@example.co.ke`,
    full_name: `Person ${String(id).padStart(2, '0')}`,
    first_name: 'Person',
    last_name: String(id).padStart(2, '0'),
    company_name: null,
    phone: null,
    billing_address: { street: null, city: null, state: null, postal_code: null, country: null },
    created_at: '2025-01-31T10:00:00.000Z',
    ...fields,
  };
}

/** Three contacts that differ in name, company and email, so search can tell them apart. */
export const contacts: Contact[] = [
  contact(1, {
    full_name: 'Amina Otieno',
    first_name: 'Amina',
    last_name: 'Otieno',
    company_name: 'Savannah Traders',
    email: 'amina@savannah.co.ke',
  }),
  contact(2, {
    full_name: 'Brian Kamau',
    first_name: 'Brian',
    last_name: 'Kamau',
    company_name: null,
    email: 'brian@kamau.dev',
  }),
  contact(3, {
    full_name: null,
    first_name: null,
    last_name: null,
    company_name: 'Lakeside Ltd',
    email: 'ops@lakeside.co.ke',
  }),
];

export function project(id: number, fields: Partial<Project> = {}): Project {
  const owner = contacts[0]!;
  return {
    id,
    name: `Project ${id}`,
    project_type: 'fixed_price',
    end_date: null,
    flat_rate: 50000,
    hourly_rate: null,
    total_hours: null,
    project_invoice_sequence: false,
    invoice_prefix: null,
    contact_id: owner.id,
    contact: {
      id: owner.id,
      full_name: owner.full_name,
      company_name: owner.company_name,
      email: owner.email,
    },
    budget: 50000,
    invoiced_total: 0,
    created_at: '2025-02-01T09:00:00.000Z',
    ...fields,
  };
}
