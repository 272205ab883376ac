import { currentUserQuery, errorMessage, messageOf } from '@daftari/api-client';
import type { Contact } from '@daftari/contracts';
import { calendarDayIn, DEFAULT_TIME_ZONE } from '@daftari/format';
import {
  Button,
  Card,
  DownloadIcon,
  Field,
  Input,
  LoadError,
  MailIcon,
  Skeleton,
  toastError,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type StatementPeriod, useContactStatement, useDownloadStatementPdf } from '../../api/statements.ts';
import { EmailStatementDialog } from './EmailStatementDialog.tsx';
import { StatementTable } from './StatementTable.tsx';

const periodRow = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 12rem))' },
  gap: '3',
  mb: '4',
});
const PANEL_ID = 'contact-statement-panel';
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '4' });

/** "Today" for the business, in its time zone. */
function useToday(today: string | undefined): string {
  const timeZone = useQuery(currentUserQuery).data?.account.time_zone ?? DEFAULT_TIME_ZONE;
  return today ?? calendarDayIn(timeZone, new Date());
}

/** The contact's statement of account: a period (from the first of the year to today), the PDF and e-mail. */
export function ContactStatement({ contact, today }: { contact: Contact; today?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Card
      title="Statement"
      description="Opening balance, invoices, payments and credits over a period, and what is overdue."
      actions={
        <Button
          variant="outline"
          size="sm"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide statement' : 'Show statement'}
        </Button>
      }
    >
      <div id={PANEL_ID}>{open ? <StatementPanel contact={contact} today={today} /> : null}</div>
    </Card>
  );
}

function StatementPanel({ contact, today: injected }: { contact: Contact; today?: string }) {
  const today = useToday(injected);
  const [period, setPeriod] = useState<StatementPeriod>({ from: `${today.slice(0, 4)}-01-01`, to: today });
  const [emailing, setEmailing] = useState(false);
  const complete = Boolean(period.from && period.to);
  const valid = complete && period.from <= period.to;
  const periodError = valid ? undefined : complete ? 'From must be on or before To' : 'Choose both dates';
  const statement = useContactStatement(contact.id, period, valid);
  const download = useDownloadStatementPdf(contact);

  const onDownload = () =>
    download.mutate(period, {
      onError: (failure) => toastError('Failed to download the statement', messageOf(failure, '')),
    });

  return (
    <>
      <div className={periodRow}>
        <Field label="From" errorText={periodError}>
          <Input
            type="date"
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </Field>
        <Field label="To">
          <Input
            type="date"
            value={period.to}
            onChange={(event) => setPeriod({ ...period, to: event.target.value })}
          />
        </Field>
      </div>
      {!valid ? null : statement.isError ? (
        <LoadError
          message={errorMessage(statement.error, 'Please try again.')}
          onRetry={() => statement.refetch()}
        />
      ) : statement.data ? (
        <div aria-busy={statement.isPlaceholderData}>
          <StatementTable statement={statement.data} />
        </div>
      ) : (
        <div role="status" aria-label="Loading the statement">
          <Skeleton height={160} />
        </div>
      )}
      <div className={actions}>
        <Button
          variant="outline"
          onClick={onDownload}
          disabled={!valid}
          loading={download.isPending}
          loadingText="Downloading..."
        >
          <DownloadIcon />
          Download PDF
        </Button>
        <Allowed route="POST /api/contacts/:id/statement/email">
          <Button variant="outline" onClick={() => setEmailing(true)} disabled={!valid}>
            <MailIcon />
            E-mail statement
          </Button>
        </Allowed>
      </div>
      {emailing ? (
        <EmailStatementDialog
          contactId={contact.id}
          defaultEmail={contact.email ?? ''}
          period={period}
          open
          onOpenChange={setEmailing}
        />
      ) : null}
    </>
  );
}
