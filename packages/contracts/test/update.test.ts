import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalText, requiredText } from '../src/fields.ts';
import { updateFieldsOf } from '../src/update.ts';

const fields = {
  name: requiredText('Name'),
  notes: optionalText('Notes').optional(),
  end_date: z.string().nullish(),
  kind: z.enum(['service', 'goods']).default('service'),
  count: z.number().default(1).optional(),
};
const update = z.object(updateFieldsOf(fields));

describe('updateFieldsOf: the update schema of a create schema', () => {
  it('leaves out what is not sent: no defaults, no nulls made up', () => {
    expect(z.object(fields).parse({ name: 'A' })).toEqual({ name: 'A', kind: 'service', count: 1 });
    expect(update.parse({})).toEqual({});
    expect(update.parse({ notes: 'x' })).toEqual({ notes: 'x' });
  });

  it('takes null where create takes it (a blank optional text is null too) and refuses it elsewhere', () => {
    expect(update.parse({ notes: null, end_date: null })).toEqual({ notes: null, end_date: null });
    expect(update.parse({ notes: '  ' })).toEqual({ notes: null });
    for (const key of ['name', 'kind', 'count']) {
      const result = update.safeParse({ [key]: null });
      expect(result.success, key).toBe(false);
    }
    expect(update.safeParse({ name: null }).error?.issues[0]?.message).toBe('Name is required');
  });

  it('keeps every rule of a field that is sent', () => {
    expect(update.safeParse({ name: '' }).success).toBe(false);
    expect(update.safeParse({ kind: 'other' }).success).toBe(false);
    expect(update.parse({ name: ' B ', kind: 'goods' })).toEqual({ name: 'B', kind: 'goods' });
  });
});
