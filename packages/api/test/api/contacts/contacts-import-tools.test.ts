import type { Contact } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import {
  fixture,
  importEnvelope,
  listAllContacts,
  uploadContacts,
} from '../../support/contact-import-helpers.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

type Stored = Omit<Contact, 'id' | 'created_at' | 'full_name'>;

/** A stored contact: the names, e-mail and phone given, every other field null (the currency the books'). */
function stored(
  names: [first: string | null, last: string | null, company: string | null],
  email: string | null,
  phone: string | null,
  address: Partial<Contact['billing_address']> = {},
  kra_pin: string | null = null,
): Stored {
  const [first_name, last_name, company_name] = names;
  return {
    first_name,
    last_name,
    company_name,
    email,
    phone,
    billing_address: { street: null, city: null, state: null, postal_code: null, country: null, ...address },
    kra_pin,
    currency: 'KES',
  };
}

const kenya = (city: string | null, state: string | null = null, postal_code: string | null = null) => ({
  city,
  state,
  postal_code,
  country: 'Kenya',
});

/** Each sample export, the columns it must be read from, and every contact it holds (in the list's order). */
const exports: { file: string; columns: Record<string, string>; contacts: Stored[] }[] = [
  {
    file: 'wave-customers.csv',
    columns: { customer_name: 'display_name', mobile: 'phone', 'province/state': 'state' },
    contacts: [
      stored(
        ['Achieng', 'Otieno', null],
        'achieng.otieno@example.co.ke',
        '+254 722 000 002',
        kenya('Kisumu'),
      ),
      stored([null, null, 'Mama Mboga Stores'], null, '0711 000 004', { country: 'Kenya' }),
      stored(['Wanjiru', 'Kamau', 'Kamau Hardware'], 'wanjiru@kamauhardware.co.ke', '+254 20 221 0001', {
        street: 'Moi Avenue 14, 2nd Floor',
        ...kenya('Nairobi', 'Nairobi County', '00100'),
      }),
      stored([null, null, 'Ziwa Fisheries, Kisumu'], 'info@ziwafisheries.co.ke', '0800 720 000', {
        street: 'Oginga Odinga Street',
        ...kenya('Kisumu', 'Kisumu County', '40100'),
      }),
    ],
  },
  {
    file: 'wave-vendors.csv',
    columns: { vendor_name: 'display_name' },
    contacts: [
      stored([null, null, 'Kenya Power'], 'customercare@kplc.co.ke', '0703 070 707', kenya('Nairobi')),
      stored(
        ['Peter', 'Kariuki', 'Savannah Packaging Ltd'],
        'orders@savannahpack.co.ke',
        '+254 20 444 0100',
        {
          street: 'Thika Road, Plot 9',
          ...kenya('Ruiru', 'Kiambu County', '00232'),
        },
      ),
    ],
  },
  {
    file: 'zoho-contacts.csv',
    columns: {
      EmailID: 'email',
      'Billing State': 'state',
      'Display Name': 'display_name',
      MobilePhone: 'phone',
    },
    contacts: [
      stored(['James', 'Mwangi', 'Mwangi Traders Ltd'], 'james@mwangitraders.co.ke', '+254 20 555 0101', {
        street: 'Tom Mboya Street 5, Suite 3',
        ...kenya('Nairobi', 'Nairobi County', '00100'),
      }),
      stored([null, null, 'Lake Basin Dairy'], null, '0720 555 040'),
      stored(
        ['Njeri', 'Wambui', 'Wambui Designs'],
        'njeri@wambuidesigns.co.ke',
        '+254 722 555 020',
        kenya('Nakuru'),
      ),
      stored([null, null, 'Savannah Supplies'], 'accounts@savannah.co.ke', '+254 711 555 030', {
        street: '4 Kenyatta Road',
        ...kenya('Mombasa', 'Mombasa County', '80100'),
      }),
    ],
  },
  {
    file: 'freshbooks-clients.csv',
    columns: { Organization: 'company_name', 'Province/State': 'state' },
    contacts: [
      stored(['Brian', 'Omondi', null], 'brian.omondi@example.com', null, {
        street: '"Riverside" Apartments, Flat 4',
        ...kenya('Nairobi', 'Nairobi County'),
      }),
      stored(['Faith', 'Chebet', 'Chebet Agencies'], 'faith@chebetagencies.co.ke', '0711 000 100', {
        street: 'Kenyatta Road 12',
        ...kenya('Eldoret', 'Uasin Gishu', '30100'),
      }),
      stored(
        [null, null, 'Pwani Fresh Juices'],
        'hello@pwanifresh.co.ke',
        '+254 41 222 0300',
        kenya('Malindi', 'Kilifi County', '80200'),
      ),
    ],
  },
  {
    file: 'quickbooks-customers.csv',
    columns: { 'Display Name As': 'display_name', 'Billing Address State': 'state', Mobile: 'phone' },
    contacts: [
      stored(['Baraka', 'Mutua', 'Baraka Motors'], 'baraka@barakamotors.co.ke', '+254 20 600 0001', {
        street: 'Mombasa Road, Godown 7',
        ...kenya('Nairobi', 'Nairobi County', '00500'),
      }),
      stored(['Grace', 'Njoroge', null], 'grace.njoroge@example.co.ke', '+254 733 600 002', kenya('Thika')),
      stored([null, null, 'Tusker Events'], 'bookings@tuskerevents.co.ke', null),
    ],
  },
  {
    file: 'xero-contacts.csv',
    columns: { '*ContactName': 'display_name', PORegion: 'state', SARegion: '' },
    contacts: [
      stored(
        ['Esther', 'Mushi', 'Kilimanjaro Coffee'],
        'orders@kilicoffee.co.ke',
        '254 20 712 3456',
        { street: 'P.O. Box 4521, Biashara Street', ...kenya('Nairobi', 'Nairobi County', '00100') },
        'P051111111A',
      ),
      stored([null, null, 'Mombasa Port Logistics'], null, '254 41 231 0000'),
      stored(['Samuel', 'Kiptoo', null], 'samuel.kiptoo@example.com', '254 700 111 222', kenya('Eldoret')),
    ],
  },
  {
    file: 'google-contacts.csv',
    columns: { 'E-mail 1 - Value': 'email', 'Phone 2 - Value': 'phone', 'Address 1 - Region': 'state' },
    contacts: [
      stored(['Juma', null, null], null, '0722 111 333'),
      stored(['Mary', 'Wambui', 'Wambui, Njoroge & Co'], 'mary@wambuinjoroge.co.ke', '+254 712 345 678', {
        street: 'Kimathi Street 7, Room 12',
        ...kenya('Nairobi', 'Nairobi County', '00100'),
      }),
      stored([null, null, 'Naivasha Flowers'], 'sales@naivashaflowers.co.ke', null),
    ],
  },
  {
    file: 'outlook-contacts.csv',
    columns: { 'E-mail Address': 'email', 'Business State': 'state', 'Home Street': '' },
    contacts: [
      stored(['Kevin', 'Odhiambo', null], null, '0733 800 002'),
      stored(['Renée', 'Achieng', 'Achieng Clinic'], 'renee.achieng@clinic.co.ke', '+254 20 800 0001', {
        street: 'Ngong Road 21',
        ...kenya('Nairobi', 'Nairobi County', '00505'),
      }),
    ],
  },
];

const withoutServerFields = ({ id: _id, created_at: _at, full_name: _name, ...rest }: Contact) => rest;

describe(`POST /contacts/import of other tools' exports on ${backend}`, () => {
  for (const { file, columns, contacts } of exports) {
    it(`reads ${file} whole: every field Daftari has a place for`, async () => {
      const { token } = await signUp(app);
      const dryRun = importEnvelope.parse(
        (await uploadContacts(app, token, fixture(file), { query: '?dry_run=true', filename: file })).json(),
      ).data;
      expect(dryRun.row_count).toBe(contacts.length);
      const fieldOf = new Map(dryRun.mapping!.map(({ column, field }) => [column, field ?? '']));
      expect(Object.fromEntries(Object.keys(columns).map((column) => [column, fieldOf.get(column)]))).toEqual(
        columns,
      );
      expect(dryRun.ignored_columns).toEqual(
        dryRun.mapping!.filter(({ field }) => field === null).map(({ column }) => column),
      );

      const response = await uploadContacts(app, token, fixture(file), { filename: file });
      expect(response.json()).toEqual({ data: { imported: contacts.length } });
      const { data } = await listAllContacts(app, token);
      expect(data.map(withoutServerFields)).toEqual(contacts);
    });
  }

  it('reads an Invoice Ninja export after its title lines, its client name remapped as the display name', async () => {
    const { token } = await signUp(app);
    const file = fixture('invoice-ninja-clients.csv');
    const dryRun = importEnvelope.parse(
      (await uploadContacts(app, token, file, { query: '?dry_run=true' })).json(),
    ).data;
    expect(dryRun.preview!.map(({ line }) => line)).toEqual([5, 6, 7]);
    expect(dryRun.mapping!.filter(({ column }) => column === 'Phone')).toEqual([
      { column: 'Phone', field: 'phone' },
      { column: 'Phone', field: 'phone' },
    ]);
    expect(dryRun.mapping!.find(({ column }) => column === 'VAT Number')).toEqual({
      column: 'VAT Number',
      field: 'kra_pin',
    });

    const mapping = JSON.stringify({ Name: 'display_name' });
    expect((await uploadContacts(app, token, file, { mapping })).json()).toEqual({ data: { imported: 3 } });
    const { data } = await listAllContacts(app, token);
    expect(data.map(withoutServerFields)).toEqual([
      stored(['Amina', 'Hassan', null], 'amina.hassan@example.co.ke', '+254 711 900 002', kenya('Mombasa')),
      stored(
        ['Daniel', 'Kiprop', 'Rift Valley Growers'],
        'daniel@riftgrowers.co.ke',
        '+254 51 221 0001',
        { street: 'Kabarak Road 3, Block C', ...kenya('Nakuru', 'Nakuru County', '20100') },
        'P051234567X',
      ),
      stored([null, null, 'Nyeri Coffee Co-op'], 'coop@nyericoffee.co.ke', '+254 61 203 0003'),
    ]);
  });
});
