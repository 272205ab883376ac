/**
 * The feature areas of the app, declared once: the remote that serves each and the path it owns. The
 * shell's navigation and routes, the server's static files and every cross-area link read them, so an area
 * moves by changing one line. Plain data, no zod: the shell reads it before any area loads.
 */
export const areas = {
  contacts: { remote: 'daftari_contacts', title: 'Contacts', basePath: '/contacts' },
  invoicing: { remote: 'daftari_invoicing', title: 'Invoices', basePath: '/work/invoicing' },
  expenses: { remote: 'daftari_expenses', title: 'Expenses', basePath: '/expenses' },
  projects: { remote: 'daftari_projects', title: 'Projects', basePath: '/work/projects' },
  'pay-link': { remote: 'daftari_pay_link', title: 'Pay invoice', basePath: '/link' },
} as const;

export type AreaName = keyof typeof areas;

export const areaNames = Object.keys(areas) as AreaName[];

/** An in-app URL of an area: `areaPath('invoicing', id, 'edit')` is `/work/invoicing/{id}/edit`. */
export function areaPath(area: AreaName, ...segments: Array<string | number>): string {
  return [areas[area].basePath, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');
}

/** The public page where a customer views and pays an invoice, on `origin` (the app's or the pay port's). */
export const payLinkUrl = (origin: string, invoiceId: string) =>
  `${origin}${areaPath('pay-link', invoiceId)}`;
