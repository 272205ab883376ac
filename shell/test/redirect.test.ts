import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirect } from '../src/auth/redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path of this app', () => {
    expect(safeRedirect('/work/invoicing?page=2')).toBe('/work/invoicing?page=2');
  });

  it.each([null, '', 'https://evil.example', '//evil.example/x', '/\\evil.example', 'contacts'])(
    'sends %s home instead',
    (target) => {
      expect(safeRedirect(target)).toBe('/');
    },
  );
});

describe('loginPathFor', () => {
  it('carries where the visitor was going, search and hash included', () => {
    expect(loginPathFor({ pathname: '/contacts/4', search: '?tab=invoices', hash: '#top' })).toBe(
      `/login?redirect=${encodeURIComponent('/contacts/4?tab=invoices#top')}`,
    );
  });

  it('needs no redirect from the home page', () => {
    expect(loginPathFor({ pathname: '/', search: '', hash: '' })).toBe('/login');
  });
});
