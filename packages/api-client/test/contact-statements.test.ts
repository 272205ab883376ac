import { describe, expect, it } from 'vitest';
import { dispositionFileName } from '../src/contact-statements.ts';

describe('the file name of a Content-Disposition header', () => {
  it('prefers the UTF-8 name', () => {
    expect(
      dispositionFileName(
        'attachment; filename="Statement Nj_ri 2026-01-01 to 2026-03-15.pdf"; filename*=UTF-8\'\'Statement%20Nj%C3%A9ri%202026-01-01%20to%202026-03-15.pdf',
      ),
    ).toBe('Statement Njéri 2026-01-01 to 2026-03-15.pdf');
  });

  it('falls back to the plain name, and answers null without one', () => {
    expect(dispositionFileName('attachment; filename="Statement A.pdf"')).toBe('Statement A.pdf');
    expect(dispositionFileName('attachment; filename="B.pdf"; filename*=UTF-8\'\'%E0%A4%A')).toBe('B.pdf');
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName(null)).toBeNull();
  });
});
