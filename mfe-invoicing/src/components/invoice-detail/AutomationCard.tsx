import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { Invoice } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button, Card, Checkbox, RepeatIcon, TextLink, toast, toastError } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useQuery } from '@tanstack/react-query';
import { useUpdateInvoice } from '../../api/invoices.ts';
import { recurringPath, SETTINGS_PATH } from '../../lib/recurring.ts';
import { useInvoicePermissions } from './use-invoice-permissions.ts';

const body = css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });

/** Payment reminders apply to sent invoices with something left to pay. */
const remindable = (invoice: Invoice) => invoice.status === 'sent' && invoice.balance > 0;

function reminderNote(accountReminders: boolean, enabled: boolean, invoice: Invoice) {
  if (!accountReminders)
    return (
      <>
        Reminders are off for the business: <TextLink to={SETTINGS_PATH}>reminder settings</TextLink>.
      </>
    );
  if (!enabled) return 'No reminders go out for this invoice.';
  if (!remindable(invoice)) return 'They go out once the invoice is sent, until it is paid.';
  return (
    <>
      On the days set in <TextLink to={SETTINGS_PATH}>reminder settings</TextLink>.
    </>
  );
}

/**
 * This invoice's payment reminders (on unless the owner turns them off here), and 'Make recurring' to start
 * a recurring invoice from it; a role that may not change them sees the reminders' state only.
 */
export function AutomationCard({ invoice }: { invoice: Invoice }) {
  const update = useUpdateInvoice(invoice.id);
  const may = useInvoicePermissions(invoice);
  const account = useQuery(currentUserQuery).data?.account;
  const accountReminders = account?.reminders?.enabled ?? true;
  const enabled = invoice.reminders_enabled ?? true;
  const toggle = (next: boolean) =>
    update.mutate(
      { invoice: { reminders_enabled: next } },
      {
        onSuccess: () => toast.success(next ? 'Reminders turned on' : 'Reminders turned off'),
        onError: (error) => toastError('Failed to change the reminders', messageOf(error, '')),
      },
    );

  return (
    <Card title="Reminders and recurring">
      <div className={body}>
        <Checkbox
          checked={enabled}
          onCheckedChange={toggle}
          disabled={update.isPending || invoice.status === 'void' || !may.edit}
        >
          Send payment reminders
        </Checkbox>
        <p className={note}>{reminderNote(accountReminders, enabled, invoice)}</p>
        {invoice.status === 'void' || !may.makeRecurring ? null : (
          <Button asChild variant="outline" size="sm">
            <Link to={`${recurringPath('create')}?invoiceId=${encodeURIComponent(invoice.id)}`}>
              <RepeatIcon />
              Make recurring
            </Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
