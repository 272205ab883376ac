import { type AreaName, areaBuildVersion, areas, loadArea } from '@daftari/mf';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { areaAt } from './area-at.ts';

function VersionOf({ area }: { area: AreaName }) {
  const { data: version } = useQuery({
    queryKey: ['area-version', area],
    // The area's own load (shared with the screen that renders it), then what its manifest says.
    queryFn: async () => {
      await loadArea(area);
      return areaBuildVersion(area) ?? null;
    },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!version) return null;
  return (
    <p className={css({ fontSize: 'xs', color: 'fg.muted' })}>
      {areas[area].title} version {version}
    </p>
  );
}

/** Which version of the area on screen is running, so an owner (and support) can tell after a deploy. */
export function AreaVersion() {
  const area = areaAt(useLocation().pathname);
  return area ? <VersionOf area={area} /> : null;
}
