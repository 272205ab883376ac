import { type AreaName, areas } from '@daftari/contracts';
import { type ComponentType, Suspense, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { AreaLoading } from './AreaLoading.tsx';
import { AreaVersion } from './AreaVersion.tsx';
import { remoteScreens } from './area-screens.ts';

interface RemoteAreaProps {
  area: AreaName;
  /** Where the area's screens come from (tests pass their own). */
  screenOf?: (area: AreaName) => ComponentType;
}

/** Renders a remote's routes inside the shell's tree: one router, one query client, one React. */
export function RemoteArea({ area, screenOf = remoteScreens }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Screen = screenOf(area);
  return (
    <AreaErrorBoundary
      key={`${area}:${attempt}`}
      title={areas[area].title}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<AreaLoading />}>
        <Screen />
        <AreaVersion area={area} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
