/**
 * The app's pages, declared once: each feature area (the remote that serves it, the path it owns, its link
 * in the side navigation) and the sections areas serve elsewhere. The shell's navigation and routes, the server's
 * static files, the monolith measurement build and every cross-area link read them, so an area moves by
 * changing one line. Plain data, no zod: the shell reads it before any area loads.
 */

/** The side navigation's groups, in the order they are shown. */
export const navGroups = ['Overview', 'Sales', 'Work', 'Purchases', 'Accounting'] as const;

export type NavGroup = (typeof navGroups)[number];

/** Where a page's link sits in the side navigation, and what it says. */
export interface NavPlace {
  group: NavGroup;
  label: string;
  /** The route its page opens with (`METHOD /api/path`): a role the permission table refuses it sees no link. */
  reads: string;
}

export interface Area {
  /** The remote's federation name. */
  remote: string;
  /** Names the area in messages ("The Invoices area could not be loaded", "Invoices version 1.2.0"). */
  title: string;
  /** Every path at or under it is the area's. */
  basePath: string;
  /** Its link in the owner's navigation. */
  nav?: NavPlace;
  /** Open to anyone, without signing in and outside the owner's layout. */
  public?: boolean;
}

const declaredAreas = {
  contacts: {
    remote: 'daftari_contacts',
    title: 'Contacts',
    basePath: '/contacts',
    nav: { group: 'Sales', label: 'Contacts', reads: 'GET /api/contacts' },
  },
  invoicing: {
    remote: 'daftari_invoicing',
    title: 'Invoices',
    basePath: '/work/invoicing',
    nav: { group: 'Sales', label: 'Invoices', reads: 'GET /api/invoices' },
  },
  expenses: {
    remote: 'daftari_expenses',
    title: 'Expenses',
    basePath: '/expenses',
    nav: { group: 'Purchases', label: 'Expenses', reads: 'GET /api/expenses' },
  },
  projects: {
    remote: 'daftari_projects',
    title: 'Projects',
    basePath: '/work/projects',
    nav: { group: 'Work', label: 'Projects', reads: 'GET /api/projects' },
  },
  accounting: {
    remote: 'daftari_accounting',
    title: 'Accounting',
    basePath: '/accounting',
  },
  banking: {
    remote: 'daftari_banking',
    title: 'Banking',
    basePath: '/banking',
    nav: { group: 'Accounting', label: 'Banking', reads: 'GET /api/bank_accounts' },
  },
  'pay-link': { remote: 'daftari_pay_link', title: 'Pay invoice', basePath: '/link', public: true },
} satisfies Record<string, Area>;

export type AreaName = keyof typeof declaredAreas;

export const areas: Readonly<Record<AreaName, Area>> = declaredAreas;

export const areaNames = Object.keys(areas) as AreaName[];

/** A page inside an area with a link of its own in the navigation (an area with several top-level screens). */
export interface AreaPage {
  area: AreaName;
  path: string;
  nav: NavPlace;
}

export const areaPages: readonly AreaPage[] = [
  {
    area: 'accounting',
    path: '/accounting/reports',
    nav: { group: 'Accounting', label: 'Reports', reads: 'GET /api/reports/profit_and_loss' },
  },
  {
    area: 'accounting',
    path: '/accounting/journal-entry',
    nav: { group: 'Accounting', label: 'Journal entry', reads: 'POST /api/journal_entries' },
  },
  {
    area: 'accounting',
    path: '/accounting/chart-of-accounts',
    nav: { group: 'Accounting', label: 'Chart of accounts', reads: 'GET /api/ledger_accounts' },
  },
  {
    area: 'accounting',
    path: '/accounting/revaluation',
    nav: { group: 'Accounting', label: 'Revaluation', reads: 'POST /api/ledger/revaluations' },
  },
];

/**
 * Screens an area serves outside its base path, from a module its remote exposes besides its routes: the shell
 * mounts that module at `basePath` and every path under it, and loads it only when such a page is opened (the
 * invoicing area's estimates, at /work/estimates; the expenses area's bills, at /bills; the projects area's
 * time tracking, at /work/time-tracking).
 */
export interface AreaSection {
  area: AreaName;
  /** The module the area's remote exposes for these screens. */
  module: string;
  /** Names the section in messages ("The Bills area could not be loaded"). */
  title: string;
  basePath: string;
  nav: NavPlace;
}

const declaredSections = {
  estimates: {
    area: 'invoicing',
    module: 'estimates',
    title: 'Estimates',
    basePath: '/work/estimates',
    nav: { group: 'Sales', label: 'Estimates', reads: 'GET /api/estimates' },
  },
  bills: {
    area: 'expenses',
    module: 'bills',
    title: 'Bills',
    basePath: '/bills',
    nav: { group: 'Purchases', label: 'Bills', reads: 'GET /api/bills' },
  },
  timeTracking: {
    area: 'projects',
    module: 'time-tracking',
    title: 'Time tracking',
    basePath: '/work/time-tracking',
    nav: { group: 'Work', label: 'Time tracking', reads: 'GET /api/time_entries' },
  },
} satisfies Record<string, AreaSection>;

export type SectionName = keyof typeof declaredSections;

export const areaSections: Readonly<Record<SectionName, AreaSection>> = declaredSections;

export const sectionNames = Object.keys(areaSections) as SectionName[];

/** A page the shell serves itself. */
export interface ShellPage {
  path: string;
  nav: NavPlace;
}

export const shellPages: readonly ShellPage[] = [
  { path: '/', nav: { group: 'Overview', label: 'Home', reads: 'GET /api/users/current' } },
];

/** An in-app URL of an area: `areaPath('invoicing', id, 'edit')` is `/work/invoicing/{id}/edit`. */
export function areaPath(area: AreaName, ...segments: Array<string | number>): string {
  return pathUnder(areas[area].basePath, segments);
}

/** An in-app URL of an area's section: `sectionPath('bills', id)` is `/bills/{id}`. */
export function sectionPath(section: SectionName, ...segments: Array<string | number>): string {
  return pathUnder(areaSections[section].basePath, segments);
}

function pathUnder(basePath: string, segments: Array<string | number>): string {
  return [basePath, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** The public page where a customer views and pays an invoice, on `origin` (the app's or the pay port's). */
export const payLinkUrl = (origin: string, invoiceId: string) =>
  `${origin}${areaPath('pay-link', invoiceId)}`;

/** The public page where a customer reads, accepts or declines an estimate, on `origin`. */
export const estimateLinkUrl = (origin: string, estimateId: string) =>
  `${origin}${areaPath('pay-link', 'estimates', estimateId)}`;
