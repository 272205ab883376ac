import { areaNames, areaPages, areaSections, areas, sectionNames } from '@daftari/contracts';
import { mockApi, renderPage, user } from '@daftari/test-utils';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SideNav } from '../src/layout/SideNav.tsx';

const federation = vi.hoisted(() => ({ preloadArea: vi.fn<(area: string, module: string) => void>() }));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  preloadArea: federation.preloadArea,
}));

afterEach(() => federation.preloadArea.mockReset());

const renderNav = (route: string) => renderPage(<SideNav />, { route, path: '*' });
const link = (name: string) => screen.getByRole('link', { name });

/** Each group's title with its links' labels and targets, as shown. */
function shownGroups() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return [...nav.children].map((group) => [
    group.querySelector('p')?.textContent,
    within(group as HTMLElement)
      .getAllByRole('link')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  ]);
}

describe('SideNav', () => {
  it('shows the groups and links in their order', () => {
    renderNav('/');
    expect(shownGroups()).toEqual([
      ['Overview', [['Home', '/']]],
      [
        'Sales',
        [
          ['Contacts', '/contacts'],
          ['Invoices', '/work/invoicing'],
          ['Estimates', '/work/estimates'],
        ],
      ],
      [
        'Work',
        [
          ['Projects', '/work/projects'],
          ['Time tracking', '/work/time-tracking'],
        ],
      ],
      [
        'Purchases',
        [
          ['Expenses', '/expenses'],
          ['Bills', '/bills'],
        ],
      ],
      [
        'Accounting',
        [
          ['Banking', '/banking'],
          ['Reports', '/accounting/reports'],
          ['Journal entry', '/accounting/journal-entry'],
          ['Chart of accounts', '/accounting/chart-of-accounts'],
          ['Revaluation', '/accounting/revaluation'],
        ],
      ],
    ]);
  });

  it('links every area, page and section of the owner as the declaration says, and no public page', () => {
    renderNav('/');
    for (const area of areaNames) {
      const { nav, basePath } = areas[area];
      if (nav) expect(link(nav.label)).toHaveProperty('pathname', basePath);
    }
    for (const { nav, path } of areaPages) {
      expect(link(nav.label)).toHaveProperty('pathname', path);
    }
    for (const name of sectionNames) {
      const { nav, basePath } = areaSections[name];
      expect(link(nav.label)).toHaveProperty('pathname', basePath);
    }
    expect(screen.queryByRole('link', { name: areas['pay-link'].title })).toBeNull();
  });

  it("marks the link of the current page's area, and Home only on the home page", () => {
    renderNav('/work/invoicing/42/edit');
    expect(link('Invoices').getAttribute('aria-current')).toBe('page');
    expect(link('Home').getAttribute('aria-current')).toBeNull();
    expect(link('Contacts').getAttribute('aria-current')).toBeNull();
  });

  it('marks Home on the home page', () => {
    renderNav('/');
    expect(link('Home').getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('link').filter((item) => item.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it("starts loading an area's remote when the pointer or the focus reaches its link", async () => {
    renderNav('/');
    fireEvent.mouseEnter(link('Invoices'));
    expect(federation.preloadArea).toHaveBeenLastCalledWith('invoicing', 'routes');
    await act(async () => link('Contacts').focus());
    expect(federation.preloadArea).toHaveBeenLastCalledWith('contacts', 'routes');
    fireEvent.mouseEnter(link('Journal entry'));
    expect(federation.preloadArea).toHaveBeenLastCalledWith('accounting', 'routes');
    fireEvent.mouseEnter(link('Bills'));
    expect(federation.preloadArea).toHaveBeenLastCalledWith('expenses', 'bills');
    fireEvent.mouseEnter(link('Time tracking'));
    expect(federation.preloadArea).toHaveBeenLastCalledWith('projects', 'time-tracking');
    fireEvent.mouseEnter(link('Estimates'));
    expect(federation.preloadArea).toHaveBeenLastCalledWith('invoicing', 'estimates');
    expect(federation.preloadArea).toHaveBeenCalledTimes(6);
  });

  it("loads nothing for the shell's own pages", async () => {
    renderNav('/');
    fireEvent.mouseEnter(link('Home'));
    await act(async () => link('Home').focus());
    expect(federation.preloadArea).not.toHaveBeenCalled();
  });

  it('leaves out what the member’s role may not open: an invoicer sees no expenses, banking or reports', async () => {
    mockApi({ 'GET /users/current': () => ({ body: { data: { ...user(), role: 'invoicer' } } }) });
    renderNav('/');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Banking' })).toBeNull());
    expect(shownGroups()).toEqual([
      ['Overview', [['Home', '/']]],
      [
        'Sales',
        [
          ['Contacts', '/contacts'],
          ['Invoices', '/work/invoicing'],
          ['Estimates', '/work/estimates'],
        ],
      ],
      [
        'Work',
        [
          ['Projects', '/work/projects'],
          ['Time tracking', '/work/time-tracking'],
        ],
      ],
      ['Accounting', [['Chart of accounts', '/accounting/chart-of-accounts']]],
    ]);
  });
});
