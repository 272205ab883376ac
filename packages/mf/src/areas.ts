/** The feature areas the shell composes, each a remote built and deployed on its own. */
export const areas = {
  contacts: { remote: 'daftari_contacts', title: 'Contacts', basePath: '/contacts' },
  invoicing: { remote: 'daftari_invoicing', title: 'Invoices', basePath: '/work/invoicing' },
  expenses: { remote: 'daftari_expenses', title: 'Expenses', basePath: '/expenses' },
  projects: { remote: 'daftari_projects', title: 'Projects', basePath: '/work/projects' },
  'pay-link': { remote: 'daftari_pay_link', title: 'Pay invoice', basePath: '/link' },
} as const;

export type AreaName = keyof typeof areas;

export const areaNames = Object.keys(areas) as AreaName[];

/** Every remote exposes its screens as one module with this name. */
export const ROUTES_MODULE = 'routes';
