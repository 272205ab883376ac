import { messageOf } from '@daftari/api-client';
import { Button, ConfirmDialog, Field, Input, LinkIcon, RepeatIcon, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMaySendField } from '@daftari/ui/widgets';
import { useState } from 'react';
import { useUpdateAccount } from '../../api/settings.ts';
import { copyToClipboard } from '../../lib/clipboard.ts';
import { confirmationUrl } from '../../lib/mpesa.ts';

const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: { base: 'wrap', sm: 'nowrap' },
});
const url = css({ fontFamily: 'mono', fontSize: 'sm' });
const instruction = css({ fontSize: 'sm', color: 'fg.muted', mt: '2' });

/** The secret URL Safaricom posts paybill payments to: copy it, or rotate it when it has leaked. */
export function ConfirmationUrl({ token }: { token: string }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateAccount();
  const mayRotate = useMaySendField()('PUT /api/account', 'rotate_mpesa_token');
  const full = confirmationUrl(window.location.origin, token);

  const rotate = () =>
    update.mutate(
      { account: { rotate_mpesa_token: true } },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('Confirmation URL rotated', {
            description: 'Register the new URL in the Daraja portal now.',
          });
        },
        onError: (error) => toastError('Failed to rotate the URL', messageOf(error, '')),
      },
    );

  return (
    <div>
      <Field label="Confirmation URL">
        <div className={row}>
          <Input readOnly value={full} className={url} onFocus={(event) => event.currentTarget.select()} />
          <Button
            variant="outline"
            onClick={() =>
              void copyToClipboard(full, {
                copied: 'Confirmation URL copied',
                failed: 'Failed to copy the URL',
              })
            }
          >
            <LinkIcon />
            Copy
          </Button>
          {mayRotate ? (
            <Button variant="ghost" onClick={() => setConfirming(true)}>
              <RepeatIcon />
              Rotate
            </Button>
          ) : null}
        </div>
      </Field>
      <p className={instruction}>
        Register this as the Confirmation URL of your paybill in Safaricom's Daraja portal (C2B, ResponseType
        Completed). Customers type the invoice number as the account number.
      </p>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Rotate the confirmation URL?"
        description="The current URL stops working at once: payments Safaricom confirms to it are refused until you register the new URL in the Daraja portal."
        confirmLabel="Rotate URL"
        pendingLabel="Rotating..."
        pending={update.isPending}
        onConfirm={rotate}
      />
    </div>
  );
}
