import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LENGTH, rowDescription } from '../../src/modules/reports/vat-return.ts';

describe('the description of a VAT3 row', () => {
  it("joins the category's distinct line descriptions in line order, spaces tidied", () => {
    expect(rowDescription(['Transport to Nakuru', ' Loading\n crates ', 'Transport to Nakuru'], 'x')).toBe(
      'Transport to Nakuru, Loading crates',
    );
  });

  it("is the document's own description when the category has no line (or only blank ones)", () => {
    expect(rowDescription([], 'Design')).toBe('Design');
    expect(rowDescription(['  '], null)).toBe('');
  });

  it('cuts a long one to the limit with an ellipsis, never inside a character', () => {
    const lines = Array.from({ length: 30 }, (_, index) => `Mango crate ${index + 1} 🥭`);
    const description = rowDescription(lines, null);
    // At most the limit; a space before the cut is dropped.
    expect([...description].length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    expect([...description].length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH - 1);
    expect(description.endsWith('…')).toBe(true);
    expect(description.startsWith('Mango crate 1 🥭, Mango crate 2 🥭')).toBe(true);
    const exact = 'a'.repeat(DESCRIPTION_LENGTH);
    expect(rowDescription([exact], null)).toBe(exact);
  });
});
