import { errorMessage } from '@daftari/api-client';
import type { ProviderTestResult } from '@daftari/contracts';
import { Badge, Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const answer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', fontSize: 'sm' });

export interface ProviderTestProps {
  /** `Paystack`, `The SMTP server`: who answered. */
  provider: string;
  run: () => void;
  pending: boolean;
  disabled: boolean;
  result: ProviderTestResult | undefined;
  error: unknown;
}

/** "Test connection" and, once it ran, what the provider answered (or why it could not be asked). */
export function ProviderTest({ provider, run, pending, disabled, result, error }: ProviderTestProps) {
  return (
    <>
      <Button variant="outline" onClick={run} disabled={disabled} loading={pending} loadingText="Testing...">
        Test connection
      </Button>
      <div className={answer} role="status" aria-live="polite" aria-label={`${provider}'s answer`}>
        {result ? (
          <>
            <Badge tone={result.ok ? 'green' : 'red'}>
              {result.ok ? 'Connected' : result.status === 0 ? 'Not reached' : 'Refused'}
            </Badge>
            <span>
              {provider} answered{result.status ? ` ${result.status}` : ''}: {result.message}
            </span>
          </>
        ) : error ? (
          <>
            <Badge tone="red">Not tested</Badge>
            <span>{errorMessage(error, 'The test could not run. Please try again.')}</span>
          </>
        ) : null}
      </div>
    </>
  );
}
