import { AreaLoadFailure, type AreaModule, type AreaName, areas, loadArea } from '@daftari/mf';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { AreaLoading } from './AreaLoading.tsx';
import { AreaVersion } from './AreaVersion.tsx';
import { markLoaded, reloadOnce } from './reload-once.ts';

const never = new Promise<AreaModule>(() => undefined);

function lazyArea(area: AreaName): ComponentType {
  return lazy(() =>
    loadArea(area).then(
      (module) => {
        markLoaded(area);
        return module;
      },
      (error: unknown) => {
        screens.delete(area); // the next visit or Try again loads afresh
        // After a refusal or a timeout a page reload would only make the owner wait for the same answer.
        if (error instanceof AreaLoadFailure) {
          console.error(`[daftari] ${error.message}`);
          throw error;
        }
        console.error(`[daftari] the ${area} remote failed to load`, error);
        if (reloadOnce(area)) return never;
        throw error;
      },
    ),
  );
}

const screens = new Map<AreaName, ComponentType>();

function screenOf(area: AreaName): ComponentType {
  let screen = screens.get(area);
  if (!screen) {
    screen = lazyArea(area);
    screens.set(area, screen);
  }
  return screen;
}

/** Renders a remote's routes inside the shell's tree: one router, one query client, one React. */
export function RemoteArea({ area }: { area: AreaName }) {
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
