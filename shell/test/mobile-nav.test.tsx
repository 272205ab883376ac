import { location, renderPage } from '@daftari/test-utils';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MobileNav } from '../src/layout/MobileNav.tsx';

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  preloadArea: vi.fn(),
}));

const renderMenu = () => renderPage(<MobileNav />, { route: '/contacts', path: '*' });
const menuButton = () => screen.getByRole('button', { name: /menu/i });
const mainNav = () => screen.queryByRole('navigation', { name: 'Main' });

describe('MobileNav', () => {
  it('opens the navigation under the header and closes it once a page is chosen', async () => {
    renderMenu();
    expect(mainNav()).toBeNull();
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');

    await act(async () => fireEvent.click(menuButton()));
    expect(mainNav()).toBeTruthy();
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(menuButton().getAttribute('aria-label')).toBe('Close menu');
    expect(menuButton().getAttribute('aria-controls')).toBe(mainNav()?.parentElement?.id);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Invoices' })));
    expect(location()).toBe('/work/invoicing');
    expect(mainNav()).toBeNull();
    expect(menuButton().getAttribute('aria-label')).toBe('Menu');
  });

  it('closes on Escape and on a second press of the button', async () => {
    renderMenu();
    await act(async () => fireEvent.click(menuButton()));
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(mainNav()).toBeNull();

    await act(async () => fireEvent.click(menuButton()));
    expect(mainNav()).toBeTruthy();
    await act(async () => fireEvent.click(menuButton()));
    expect(mainNav()).toBeNull();
    expect(location()).toBe('/contacts');
  });
});
