import { describe, expect, it } from 'vitest';
import {
  accountSchema,
  accountUpdateRequestSchema,
  currentUserSchema,
  dataEnvelope,
  errorBodySchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../src/index.ts';

const signup = (user: Record<string, unknown>) => ({
  user: {
    email: 'Wanjiku@Example.com ',
    password: 'correct horse',
    name: 'Wanjiku',
    business_name: 'Duka',
    ...user,
  },
});

describe('login request', () => {
  it('accepts {user:{email,password}} and {email,password} alike', () => {
    const nested = loginRequestSchema.parse({ user: { email: 'a@b.co', password: 'x' } });
    const flat = loginRequestSchema.parse({ email: 'a@b.co', password: 'x' });
    expect(nested).toEqual({ email: 'a@b.co', password: 'x' });
    expect(flat).toEqual(nested);
  });

  it('reports a missing password at the field, whatever the shape', () => {
    for (const body of [{ user: { email: 'a@b.co' } }, { email: 'a@b.co' }]) {
      const result = loginRequestSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
        [['password'], 'Password is required'],
      ]);
    }
  });
});

describe('signup request', () => {
  it('normalises the e-mail and defaults the currency to KES', () => {
    const parsed = signupRequestSchema.parse(signup({}));
    expect(parsed.user.email).toBe('wanjiku@example.com');
    expect(parsed.user.currency).toBe('KES');
    expect(signupRequestSchema.parse(signup({ currency: 'usd' })).user.currency).toBe('USD');
  });

  it('rejects a password shorter than 8 characters', () => {
    const result = signupRequestSchema.safeParse(signup({ password: 'short' }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['user', 'password'],
      message: 'Password must be at least 8 characters',
    });
  });

  it('rejects a bad e-mail, a blank name and a currency that is not ISO 4217', () => {
    const result = signupRequestSchema.safeParse(signup({ email: 'nope', name: '  ', currency: 'KSHS' }));
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Currency must be a three-letter ISO 4217 code such as KES',
      'Email is not a valid email address',
      'Name is required',
    ]);
  });
});

describe('account update request', () => {
  it('keeps only the given fields and turns empty strings into null', () => {
    const parsed = accountUpdateRequestSchema.parse({ account: { city: 'Nairobi', phone: '', id: 9 } });
    expect(parsed).toEqual({ account: { city: 'Nairobi', phone: null } });
  });

  it('refuses an empty business name and a bad paybill', () => {
    const result = accountUpdateRequestSchema.safeParse({ account: { name: '', mpesa_paybill: '12ab' } });
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Business name is required',
      'M-Pesa paybill must be 5 to 10 digits',
    ]);
  });
});

describe('responses', () => {
  const account = {
    id: 1,
    name: 'Duka',
    currency: 'KES',
    has_contacts: false,
    has_invoices: false,
    address_line1: null,
    address_line2: null,
    city: 'Nairobi',
    country: 'Kenya',
    phone: null,
    email: null,
    tax_pin: null,
    bank_name: null,
    bank_account_name: null,
    bank_account_number: null,
    bank_branch: null,
    bank_sort_code: null,
    mpesa_paybill: '123456',
  };

  it('parses a current user envelope', () => {
    const body = {
      data: {
        id: 3,
        email: 'a@b.co',
        name: 'A',
        account,
        role: 'accountant',
        memberships: [{ account_id: 1, account_name: 'Kamau Designs', role: 'accountant' }],
        two_step_enabled: false,
      },
    };
    expect(dataEnvelope(currentUserSchema).parse(body)).toEqual(body);
    const { role: _role, ...withoutRole } = body.data;
    expect(currentUserSchema.safeParse(withoutRole).success).toBe(false);
    expect(currentUserSchema.safeParse({ ...body.data, role: 'manager' }).success).toBe(false);
    expect(accountSchema.safeParse({ ...account, has_contacts: undefined }).success).toBe(false);
  });

  it('parses error bodies with and without details', () => {
    expect(errorBodySchema.parse({ error: 'Not found' })).toEqual({ error: 'Not found' });
    expect(errorBodySchema.safeParse({ error: 'x', details: { email: 'bad' } }).success).toBe(false);
  });
});
