import {
  type AreaName,
  areaNames,
  areaPages,
  areaSections,
  areas,
  navGroups as groupNames,
  type NavGroup as NavGroupName,
  type NavPlace,
  sectionNames,
  shellPages,
} from '@daftari/contracts';
import { ROUTES_MODULE } from '@daftari/mf';

export interface NavItem {
  label: string;
  to: string;
  /** The route its page opens with, as the permission table keys it. */
  reads: string;
  /** The remote behind this link and its module of screens, preloaded when the owner shows intent (hover, focus). */
  screens?: { area: AreaName; module: string };
}

export interface NavGroup {
  label: NavGroupName;
  items: NavItem[];
}

const routesOf = (area: AreaName) => ({ area, module: ROUTES_MODULE });

/**
 * Within a group: the shell's pages, then the areas, then the areas' own pages, then their sections, each in
 * declaration order.
 */
const linked: Array<{ nav?: NavPlace; to: string; screens?: NavItem['screens'] }> = [
  ...shellPages.map(({ nav, path }) => ({ nav, to: path })),
  ...areaNames.map((area) => ({ nav: areas[area].nav, to: areas[area].basePath, screens: routesOf(area) })),
  ...areaPages.map(({ nav, path, area }) => ({ nav, to: path, screens: routesOf(area) })),
  ...sectionNames.map((name) => {
    const { nav, basePath, area, module } = areaSections[name];
    return { nav, to: basePath, screens: { area, module } };
  }),
];

/** The side navigation, built from the declaration of areas and pages in @daftari/contracts. */
export const navGroups: NavGroup[] = groupNames.map((group) => ({
  label: group,
  items: linked.flatMap(({ nav, to, screens }) =>
    nav?.group === group ? [{ label: nav.label, to, screens, reads: nav.reads }] : [],
  ),
}));

/** The groups with only the links the member's role may open (none of a group: the group is left out). */
export function navGroupsFor(may: (route: string) => boolean): NavGroup[] {
  return navGroups
    .map((group) => ({ ...group, items: group.items.filter((item) => may(item.reads)) }))
    .filter((group) => group.items.length > 0);
}
