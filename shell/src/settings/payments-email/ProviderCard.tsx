import { messageOf } from '@daftari/api-client';
import type { ProviderTestResult } from '@daftari/contracts';
import { Button, Card, LoadError, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';
import { ProviderTest } from './ProviderTest.tsx';

const buttons = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

interface SettingsQuery<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** A provider's card while its settings load, when they could not be loaded, or its form over them. */
export function ProviderSettings<T>({
  title,
  what,
  lines,
  query,
  children,
}: {
  title: string;
  /** `the Paystack keys`, `the SMTP server`: what is loaded, in the error and the busy label. */
  what: string;
  lines: number;
  query: SettingsQuery<T>;
  children: (saved: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <Card title={title}>
        <LoadError
          title={`${what[0]?.toUpperCase()}${what.slice(1)} could not be loaded`}
          message={messageOf(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <Card title={title}>
        <div role="status" aria-busy="true" aria-label={`Loading ${what}`}>
          <Skeleton lines={lines} />
        </div>
      </Card>
    );
  }
  return <>{children(query.data)}</>;
}

/** Save, Remove (once something is stored) and "Test connection" with the provider's answer. */
export function ProviderActions({
  provider,
  stored,
  saving,
  removing,
  onRemove,
  test,
}: {
  provider: string;
  stored: boolean;
  saving: boolean;
  removing: boolean;
  onRemove: () => void;
  /** The provider's test mutation (`POST …/test`). */
  test: {
    mutate: (input: undefined) => void;
    isPending: boolean;
    data: ProviderTestResult | undefined;
    error: unknown;
  };
}) {
  return (
    <div className={buttons}>
      <Button type="submit" loading={saving} loadingText="Saving...">
        Save
      </Button>
      {stored ? (
        <Button variant="outline" disabled={removing} onClick={onRemove}>
          Remove
        </Button>
      ) : null}
      <ProviderTest
        provider={provider}
        run={() => test.mutate(undefined)}
        pending={test.isPending}
        disabled={!stored}
        result={test.data}
        error={test.error}
      />
    </div>
  );
}
