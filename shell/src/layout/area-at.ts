import { type AreaName, areaNames, areas } from '@daftari/contracts';

/** The feature area a path belongs to (`/contacts/42` -> contacts), or undefined for the shell's own pages. */
export function areaAt(pathname: string): AreaName | undefined {
  return areaNames.find((area) => {
    const { basePath } = areas[area];
    return pathname === basePath || pathname.startsWith(`${basePath}/`);
  });
}
