import { type AreaName, areas } from '@daftari/contracts';
import { Suspense, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { AreaLoading } from './AreaLoading.tsx';
import { AreaVersion } from './AreaVersion.tsx';
import { remoteScreens, type ScreensOf } from './area-screens.ts';

interface RemoteAreaProps {
  area: AreaName;
  /** A module of screens the area exposes besides its routes (a section's), and the section's title. */
  section?: { module: string; title: string };
  /** Where the area's screens come from (tests pass their own). */
  screenOf?: ScreensOf;
}

/** Renders a remote's routes inside the shell's tree: one router, one query client, one React. */
export function RemoteArea({ area, section, screenOf = remoteScreens }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const Screen = screenOf(area, section?.module);
  return (
    <AreaErrorBoundary
      key={`${area}:${section?.module}:${attempt}`}
      title={section?.title ?? areas[area].title}
      onRetry={() => setAttempt((count) => count + 1)}
    >
      <Suspense fallback={<AreaLoading />}>
        <Screen />
        <AreaVersion area={area} />
      </Suspense>
    </AreaErrorBoundary>
  );
}
