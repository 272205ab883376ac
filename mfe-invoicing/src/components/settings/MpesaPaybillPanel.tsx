import { messageOf } from '@daftari/api-client';
import { Card, LoadError, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useAccountSettings } from '../../api/mpesa.ts';
import { ConfirmationUrl } from './ConfirmationUrl.tsx';
import { PaybillNumberForm } from './PaybillNumberForm.tsx';

const body = css({ display: 'flex', flexDirection: 'column', gap: '5' });

/**
 * The paybill customers pay into, and the confirmation URL through which Safaricom tells Daftari about each
 * payment, so the invoice it names is paid by itself.
 */
export function MpesaPaybillPanel() {
  const account = useAccountSettings();
  return (
    <Card
      aria-label="M-Pesa paybill"
      title="M-Pesa paybill"
      description="Payments to your paybill mark the invoice they name as paid; the rest wait in the M-Pesa queue."
    >
      {account.isError ? (
        <LoadError
          title="The paybill settings could not be loaded"
          message={messageOf(account.error, 'Please try again.')}
          onRetry={() => void account.refetch()}
        />
      ) : account.data ? (
        <div className={body}>
          <PaybillNumberForm account={account.data} />
          {account.data.mpesa_c2b_token ? <ConfirmationUrl token={account.data.mpesa_c2b_token} /> : null}
        </div>
      ) : (
        <div role="status" aria-busy="true" aria-label="Loading the paybill settings">
          <Skeleton lines={3} />
        </div>
      )}
    </Card>
  );
}
