import { type AreaModule, loadAreaModule, RUNNING_TIMER_MODULE } from '@daftari/mf';
import { Component, lazy, type ReactNode, Suspense, useState } from 'react';

/** The timer is a nicety: when the projects remote cannot load, the header simply goes without it. */
class Absent extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('[daftari] the running timer of the projects remote failed to load', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

const loadRunningTimer = () => loadAreaModule('projects', RUNNING_TIMER_MODULE);

/** The running timer the projects area exposes, in the header on every page; nothing while none runs. */
export function HeaderTimer({ load = loadRunningTimer }: { load?: () => Promise<AreaModule> }) {
  const [RunningTimer] = useState(() => lazy(load));
  return (
    <Absent>
      <Suspense fallback={null}>
        <RunningTimer />
      </Suspense>
    </Absent>
  );
}
