import { describe, expect, it } from 'vitest';
import {
  calendarDate,
  contactListQuerySchema,
  contactRequestSchema,
  emailAddress,
  findRefusedText,
  hasControlCharacter,
  hasUnpairedSurrogate,
  idQuery,
  isRefusedText,
  requiredText,
  timeEntryListQuerySchema,
} from '../src/index.ts';

describe('the text rule', () => {
  it('refuses NUL, the other C0 controls and DEL, and keeps tab, line feed and carriage return', () => {
    for (const bad of ['\u0000', 'a\u0001b', '\u0008', '\u000B', '\u000C', '\u001B[31m', '\u007F']) {
      expect(hasControlCharacter(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['plain', 'two\nlines', 'tab\there', 'crlf\r\n', 'Ĉafé – Nairobi ✓']) {
      expect(hasControlCharacter(good), JSON.stringify(good)).toBe(false);
    }
  });

  it('refuses an unpaired UTF-16 surrogate (jsonb cannot store one) and keeps a paired one', () => {
    for (const bad of ['\ud800', 'a\udc00b', 'end \ud83d', '\udfff\ud800']) {
      expect(hasUnpairedSurrogate(bad), JSON.stringify(bad)).toBe(true);
      expect(isRefusedText(bad), JSON.stringify(bad)).toBe(true);
    }
    for (const good of ['💸', 'pay 💸 now', '\ud83d\udcb8', 'Zürich']) {
      expect(isRefusedText(good), JSON.stringify(good)).toBe(false);
    }
    expect(requiredText('Name').safeParse('Wan\ud800jiru').error?.issues[0]?.message).toBe(
      'Name must not contain unpaired UTF-16 surrogates (such as \\ud800)',
    );
    expect(findRefusedText({ items: [{ description: 'a\udc00b' }] })).toEqual({
      path: 'items.0.description',
      text: 'a\udc00b',
    });
  });

  it('is applied by the field builders with a message naming the field', () => {
    expect(requiredText('Name').safeParse('Wan\u0000jiru').error?.issues[0]?.message).toBe(
      'Name must not contain NUL (\\u0000) characters',
    );
    expect(requiredText('Name').safeParse('Wan\u001Bjiru').error?.issues[0]?.message).toBe(
      'Name must not contain control characters',
    );
    expect(emailAddress().safeParse('a\u0000@example.com').success).toBe(false);
    expect(contactListQuerySchema.safeParse({ search: 'x\u0000' }).success).toBe(false);
    const contact = contactRequestSchema.safeParse({
      contact: { first_name: 'Amina', billing_address: { city: 'Nai\u0000robi' } },
    });
    expect(contact.success).toBe(false);
  });

  it('finds the first bad text anywhere in a parsed body, keys included', () => {
    expect(findRefusedText({ contact: { billing_address: { city: 'ok', street: 'b\u0000' } } })).toEqual({
      path: 'contact.billing_address.street',
      text: 'b\u0000',
    });
    expect(findRefusedText({ items: [{ description: 'fine' }, { description: '\u007F' }] })?.path).toBe(
      'items.1.description',
    );
    expect(findRefusedText({ 'k\u0000': 1 })).toEqual({ path: 'k\u0000', text: 'k\u0000' });
    expect(findRefusedText('\u0000')?.path).toBe('base');
    expect(findRefusedText({ a: ['x', 1, null, true], b: 'line\nfeed' })).toBeNull();
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(findRefusedText(deep)?.text).toBe('\u0000');
  });
});

describe('id query parameters', () => {
  it('take 1 to 2147483647 (int4) and refuse anything else with a message', () => {
    const id = idQuery('Project');
    for (const ok of ['1', '2147483647', '42']) expect(id.safeParse(ok).data, ok).toBe(Number(ok));
    for (const [bad, message] of [
      ['2147483648', 'Project must be at most 2147483647'],
      ['99999999999', 'Project must be at most 2147483647'],
      ['0', 'Project must be a positive number'],
      ['-1', 'Project must be a positive number'],
      ['1.5', 'Project must be a whole number'],
      ['abc', 'Project must be a number'],
    ]) {
      expect(id.safeParse(bad).error?.issues[0]?.message, bad).toBe(message);
    }
    expect(timeEntryListQuerySchema.safeParse({ project_id: '2147483648' }).success).toBe(false);
  });
});

describe('calendar dates', () => {
  const date = calendarDate('Issue date');

  it('accepts 1900-01-01 to 2999-12-31', () => {
    for (const ok of ['1900-01-01', '2026-02-28', '2028-02-29', '2999-12-31']) {
      expect(date.safeParse(ok).success, ok).toBe(true);
    }
  });

  it('refuses year 0000, ancient and far-future dates with the range in the message', () => {
    for (const bad of ['0000-01-01', '0001-01-15', '1899-12-31', '3000-01-01', '9999-12-31']) {
      const result = date.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(
        'Issue date must be between 1900-01-01 and 2999-12-31',
      );
    }
  });

  it('still refuses dates that do not exist', () => {
    expect(date.safeParse('2026-02-29').error?.issues[0]?.message).toBe('Issue date is not a real date');
  });
});
