import { AreaLoadFailure } from '@daftari/mf';
import { Component, type ReactNode } from 'react';
import { ErrorDetails } from '../views/ErrorView.tsx';
import { OfflineView } from '../views/OfflineView.tsx';
import { AreaOffline } from './area-screens.ts';

interface Props {
  title: string;
  /** Try again: the parent mounts a fresh boundary around a fresh load. */
  onRetry: () => void;
  children: ReactNode;
}

/** Keeps a failing area to itself: the navigation and every other area go on working. */
export class AreaErrorBoundary extends Component<Props, { error: unknown }> {
  override state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (error instanceof AreaOffline) return <OfflineView onRetry={this.props.onRetry} />;
    // A named failure explains itself; its stack would only point into the loader.
    const known = error instanceof AreaLoadFailure ? error : undefined;
    const why = known ? `: ${known.reason}.` : '.';
    return (
      <ErrorDetails
        error={known ? known.message : error}
        description={`The ${this.props.title} area could not be loaded${why} The rest of Daftari still works.`}
        onRetry={this.props.onRetry}
      />
    );
  }
}
