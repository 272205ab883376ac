import { describe, expect, it } from 'vitest';
import { normaliseHeader } from '../../src/http/csv-import/columns.ts';
import { MAX_ERROR_LINES } from '../../src/http/csv-import/file.ts';
import { HttpError } from '../../src/http/errors.ts';
import { readContactsCsv } from '../../src/modules/contacts/import.ts';
import { escapeLike, fullNameOf } from '../../src/modules/contacts/service.ts';

const read = (csv: string) => readContactsCsv(Buffer.from(csv)).rows;

/** The HttpError a CSV is refused with. */
function refusal(csv: string): HttpError {
  try {
    read(csv);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected the file to be refused');
}

describe('readContactsCsv: columns', () => {
  it('normalises header names', () => {
    expect(normaliseHeader(' E-mail Address ')).toBe('e_mail_address');
    expect(normaliseHeader('First Name')).toBe('first_name');
    expect(normaliseHeader('ZIP / Postal code')).toBe('zip_postal_code');
  });

  it('maps common header names, any case and spacing, and ignores unknown columns', () => {
    const [row] = read(
      'FIRST NAME,Surname,Organisation,Email Address,Mobile,Street Address,Town,County,Postcode,Country,Notes\n' +
        'Faith,Chebet,Chebet Agencies,FAITH@chebet.co.ke,0711000000,Kenyatta Rd,Eldoret,Uasin Gishu,30100,Kenya,x\n',
    );
    expect(row).toEqual({
      line: 2,
      record: {
        first_name: 'Faith',
        last_name: 'Chebet',
        company_name: 'Chebet Agencies',
        email: 'faith@chebet.co.ke',
        phone: '0711000000',
        billing_address: {
          street: 'Kenyatta Rd',
          city: 'Eldoret',
          state: 'Uasin Gishu',
          postal_code: '30100',
          country: 'Kenya',
        },
      },
    });
  });

  it('splits a name column into first name and the rest, unless first or last name is filled', () => {
    const rows = read(
      'name,first_name,last_name\n' +
        'Mary Ann  Wambui,,\n' +
        'Juma,,\n' +
        'Ignored Name,Amina,\n' +
        'Also Ignored,,Hassan\n',
    );
    expect(rows.map(({ record: contact }) => [contact.first_name, contact.last_name])).toEqual([
      ['Mary', 'Ann Wambui'],
      ['Juma', null],
      ['Amina', null],
      [null, 'Hassan'],
    ]);
    expect(fullNameOf(rows[0]!.record)).toBe('Mary Ann Wambui');
  });

  it('reads semicolon-separated files (Excel in many locales)', () => {
    const rows = read('Name;Company;Email\r\nPeter Kariuki;"Kariuki; Sons";peter@kariuki.co.ke\r\n');
    expect(rows[0]!.record).toMatchObject({
      first_name: 'Peter',
      last_name: 'Kariuki',
      company_name: 'Kariuki; Sons',
      email: 'peter@kariuki.co.ke',
    });
  });

  it('refuses a header with no known column, or two columns for one field', () => {
    expect(refusal('foo,bar\n1,2\n')).toMatchObject({
      statusCode: 422,
      details: {
        'line 1': [
          'No known column; expected first_name, last_name, name, company_name, email, phone, street, city, state, postal_code, country or kra_pin',
        ],
      },
    });
    expect(refusal('\n\nzip,postal_code\n1,2\n')).toMatchObject({
      statusCode: 422,
      message: 'Columns "zip" and "postal_code" both hold postal_code',
      details: { 'line 3': ['Columns "zip" and "postal_code" both hold postal_code'] },
    });
  });
});

describe('readContactsCsv: KRA PIN', () => {
  it('reads the PIN from a KRA PIN column, else from a tax number column, in capitals', () => {
    const [pin] = read('Company,KRA PIN,Tax ID\nChebet Agencies,p051234567q,A000000000Z\n');
    expect(pin?.record.kra_pin).toBe('P051234567Q');
    const [taxId] = read('Company,Tax ID\nChebet Agencies,P051234567Q\n');
    expect(taxId?.record.kra_pin).toBe('P051234567Q');
    const [none] = read('Company,KRA PIN\nChebet Agencies,\n');
    expect(none?.record.kra_pin).toBeUndefined();
  });

  it('refuses a row whose PIN is not a KRA PIN', () => {
    const details = refusal('company,kra_pin\nChebet Agencies,12345\n').details ?? {};
    expect(details['line 2']?.[0]).toMatch(/KRA PIN/);
  });
});

describe('readContactsCsv: rows', () => {
  it('collects every message of a row, once', () => {
    const error = refusal(
      `first_name,email,phone,postal_code\n${'x'.repeat(101)},bad,${'1'.repeat(51)},${'9'.repeat(21)}\n`,
    );
    expect(error.details).toEqual({
      'line 2': [
        'First name must be at most 100 characters',
        'Email is not a valid email address',
        'Phone must be at most 50 characters',
        'Postal code must be at most 20 characters',
      ],
    });
  });

  it(`lists at most ${MAX_ERROR_LINES} lines but counts them all`, () => {
    const csv = `email\n${'bad\n'.repeat(250)}`;
    const error = refusal(csv);
    expect(error.message).toBe('250 rows have errors; nothing was imported');
    expect(Object.keys(error.details!)).toHaveLength(MAX_ERROR_LINES);
    expect(Object.keys(error.details!)[0]).toBe('line 2');
  });

  it('keeps the line of each row in the file', () => {
    expect(read('email\n\na@b.co\ne@f.co\n,\nc@d.co\n').map((row) => row.line)).toEqual([3, 4, 6]);
    expect(read('email,street\na@b.co,"x\ny"\nc@d.co,\n').map((row) => row.line)).toEqual([2, 4]);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\x')).toBe('50\\%\\_off\\\\x');
    expect(escapeLike('plain')).toBe('plain');
  });
});
