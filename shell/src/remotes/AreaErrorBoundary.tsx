import { Component, type ReactNode } from 'react';
import { ErrorDetails } from '../views/ErrorView.tsx';

interface Props {
  title: string;
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
    if (this.state.error === undefined) return this.props.children;
    return (
      <ErrorDetails
        error={this.state.error}
        description={`The ${this.props.title} area could not be loaded. The rest of Daftari still works.`}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ error: undefined });
        }}
      />
    );
  }
}
