import { describe, expect, it } from 'vitest';
import { areaPages, areaSections, areas, mayCall, permissionTable, ROLES, shellPages } from '../src/index.ts';

const routes = Object.keys(permissionTable);
const mutating = routes.filter((route) => !route.startsWith('GET '));

describe('the permission table, as the screens read it', () => {
  it('lets an owner call every route, and a viewer none that changes something but its own sign-in', () => {
    expect(routes.every((route) => mayCall('owner', route))).toBe(true);
    const viewerChanges = mutating.filter((route) => mayCall('viewer', route));
    expect(viewerChanges.every((route) => /\/(logout|users\/current|sessions)/.test(route))).toBe(true);
  });

  it('refuses a route missing from the table to every role', () => {
    expect(ROLES.some((role) => mayCall(role, 'POST /api/nowhere'))).toBe(false);
  });

  it('lets an invoicer edit a draft invoice but not a sent one, nor record its payment', () => {
    expect(mayCall('invoicer', 'PUT /api/invoices/:id', { draft: true })).toBe(true);
    expect(mayCall('invoicer', 'PUT /api/invoices/:id', { draft: false })).toBe(false);
    expect(mayCall('bookkeeper', 'PUT /api/invoices/:id', { draft: false })).toBe(true);
    expect(mayCall('invoicer', 'POST /api/invoices/:id/payments')).toBe(false);
  });

  it('names a route of the table for every link of the navigation', () => {
    const places = [
      ...shellPages.map((page) => page.nav),
      ...Object.values(areas).flatMap((area) => (area.nav ? [area.nav] : [])),
      ...areaPages.map((page) => page.nav),
      ...Object.values(areaSections).map((section) => section.nav),
    ];
    expect(places.filter((place) => !(place.reads in permissionTable))).toEqual([]);
  });
});
