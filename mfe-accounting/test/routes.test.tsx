import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAccounting } from './render.tsx';

describe('accounting routes', () => {
  it('shows a not-found page for an unknown address', async () => {
    renderAccounting('/accounting/nowhere');
    expect(await screen.findByText('Page not found')).toBeTruthy();
  });
});
