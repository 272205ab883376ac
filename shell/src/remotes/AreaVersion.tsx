import { type AreaName, areas } from '@daftari/contracts';
import { areaBuildVersion } from '@daftari/mf';
import { css } from '@daftari/ui/styled-system/css';

/**
 * Which version of the area on screen is running, so an owner (and support) can tell after a deploy. Rendered
 * after the area's screens, once its remote has loaded and the federation runtime has read its manifest.
 */
export function AreaVersion({ area }: { area: AreaName }) {
  const version = areaBuildVersion(area);
  if (!version) return null;
  return (
    <p className={css({ fontSize: 'xs', color: 'fg.muted', mt: '8' })}>
      {areas[area].title} version {version}
    </p>
  );
}
