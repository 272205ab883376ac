import { type AreaName, areaNames, areaSections, areas, sectionNames } from '@daftari/contracts';
import { ROUTES_MODULE } from '@daftari/mf';

const under = (pathname: string, basePath: string) =>
  pathname === basePath || pathname.startsWith(`${basePath}/`);

/**
 * The area and the module of its screens that serve a path (`/contacts/42` -> contacts' routes, `/bills/7` ->
 * expenses' `bills`), or undefined for the shell's own pages.
 */
export function screensAt(pathname: string): { area: AreaName; module: string } | undefined {
  const area = areaNames.find((name) => under(pathname, areas[name].basePath));
  if (area) return { area, module: ROUTES_MODULE };
  const section = sectionNames.find((name) => under(pathname, areaSections[name].basePath));
  return section && { area: areaSections[section].area, module: areaSections[section].module };
}
