import type { AreaName } from '@daftari/mf';

export interface NavItem {
  label: string;
  to: string;
  /** The remote behind this link, preloaded when the owner shows intent (hover, focus). */
  area?: AreaName;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  { label: 'Overview', items: [{ label: 'Home', to: '/' }] },
  {
    label: 'Sales',
    items: [
      { label: 'Contacts', to: '/contacts', area: 'contacts' },
      { label: 'Invoices', to: '/work/invoicing', area: 'invoicing' },
      { label: 'Estimates', to: '/work/estimates' },
    ],
  },
  {
    label: 'Work',
    items: [
      { label: 'Projects', to: '/work/projects', area: 'projects' },
      { label: 'Time tracking', to: '/work/time-tracking' },
    ],
  },
  {
    label: 'Purchases',
    items: [
      { label: 'Expenses', to: '/expenses', area: 'expenses' },
      { label: 'Bills', to: '/bills' },
    ],
  },
  {
    label: 'Accounting',
    items: [
      { label: 'Reports', to: '/accounting/reports' },
      { label: 'Journal entry', to: '/accounting/journal-entry' },
    ],
  },
];
