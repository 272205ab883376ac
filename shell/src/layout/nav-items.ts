import {
  type AreaName,
  areaNames,
  areaPages,
  areas,
  navGroups as groupNames,
  type NavGroup as NavGroupName,
  type NavPlace,
  pagesToCome,
  shellPages,
} from '@daftari/contracts';

export interface NavItem {
  label: string;
  to: string;
  /** The remote behind this link, preloaded when the owner shows intent (hover, focus). */
  area?: AreaName;
}

export interface NavGroup {
  label: NavGroupName;
  items: NavItem[];
}

/**
 * Within a group: the shell's pages, then the areas, then the areas' own pages, then the pages to come, each
 * in declaration order.
 */
const linked: Array<{ nav?: NavPlace; to: string; area?: AreaName }> = [
  ...shellPages.map(({ nav, path }) => ({ nav, to: path })),
  ...areaNames.map((area) => ({ nav: areas[area].nav, to: areas[area].basePath, area })),
  ...areaPages.map(({ nav, path, area }) => ({ nav, to: path, area })),
  ...pagesToCome.map(({ nav, path }) => ({ nav, to: path })),
];

/** The side navigation, built from the declaration of areas and pages in @daftari/contracts. */
export const navGroups: NavGroup[] = groupNames.map((group) => ({
  label: group,
  items: linked.flatMap(({ nav, to, area }) =>
    nav?.group === group ? [{ label: nav.label, to, area }] : [],
  ),
}));
