import { AreaLoadFailure, type AreaModule, type AreaName, areas, loadArea } from '@daftari/mf';
import { type ComponentType, lazy, Suspense } from 'react';
import { AreaErrorBoundary } from './AreaErrorBoundary.tsx';
import { AreaLoading } from './AreaLoading.tsx';
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
        // A refusal or a timeout is final: a reload would only make the owner wait for the same answer.
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
  const Screen = screenOf(area);
  return (
    <AreaErrorBoundary key={area} title={areas[area].title} onRetry={() => screens.delete(area)}>
      <Suspense fallback={<AreaLoading />}>
        <Screen />
      </Suspense>
    </AreaErrorBoundary>
  );
}
