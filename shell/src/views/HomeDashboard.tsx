import { type AreaModule, DASHBOARD_MODULE, loadAreaModule } from '@daftari/mf';
import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';

const quiet = css({ layerStyle: 'surface', borderRadius: 'xl', p: '5', fontSize: 'sm', color: 'fg.muted' });

/** A dashboard that failed to load leaves a quiet line: Home and its shortcuts go on working. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[daftari] the dashboard of the accounting remote failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className={quiet} role="status">
        Your figures are not available right now.
      </p>
    );
  }
}

const loadRemoteDashboard = () => loadAreaModule('accounting', DASHBOARD_MODULE);

/**
 * Home's dashboard: the accounting area's, rendered in the shell's tree (one query client, one router).
 * Each visit to Home tries again after a failure; the federation runtime keeps a module once loaded.
 */
export function HomeDashboard({ load = loadRemoteDashboard }: { load?: () => Promise<AreaModule> }) {
  const [Dashboard] = useState(() => lazy(load));
  return (
    <QuietBoundary>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading your figures">
            <Skeleton height={192} />
          </div>
        }
      >
        <Dashboard />
      </Suspense>
    </QuietBoundary>
  );
}
