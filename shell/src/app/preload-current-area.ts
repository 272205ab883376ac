import { getToken } from '@daftari/api-client';
import { preloadArea } from '@daftari/mf';
import { screensAt } from '../layout/area-at.ts';

/**
 * Starts loading the screens of the page being opened while the shell itself starts, instead of after the
 * signed-in user is known. Signed out, the page will be the login, so nothing is fetched.
 */
export function preloadCurrentArea(pathname: string = location.pathname): void {
  const screens = screensAt(pathname);
  if (screens && getToken()) preloadArea(screens.area, screens.module);
}
