import { errorMessage } from '@daftari/api-client';
import { contactLabel, type InvoiceListRow, type StatementLine } from '@daftari/contracts';
import { centsToNumber, formatDate, toCents } from '@daftari/format';
import { Button, Checkbox, Dialog, Input, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { Money } from '../Money.tsx';

const list = css({ display: 'grid', gap: '1', maxH: '80', overflowY: 'auto' });
const row = css({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gap: '3',
  alignItems: 'center',
  p: '2',
  borderRadius: 'md',
  _hover: { bg: 'bg.subtle' },
});
const muted = css({ fontSize: 'sm', color: 'fg.muted' });
const totals = css({ fontSize: 'sm', display: 'flex', justifyContent: 'space-between', pt: '2' });
const errorStyle = css({ fontSize: 'sm', color: 'danger.fg' });

interface MatchDialogProps {
  line: StatementLine;
  currency: string;
  invoices: InvoiceListRow[] | undefined;
  loadError: unknown;
  pending: boolean;
  error: string | null;
  onMatch: (invoiceIds: string[]) => void;
  onClose: () => void;
}

/**
 * Pays invoices with a money-in line: one customer's open invoices, chosen in the order they are paid (each
 * up to its balance); the total chosen is summed in cents beside the line's amount.
 */
export function MatchDialog(props: MatchDialogProps) {
  const { line, currency, invoices } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const first = invoices?.find((invoice) => invoice.id === chosen[0]);
  const needle = search.trim().toLowerCase();
  const shown = (invoices ?? []).filter(
    (invoice) =>
      (!first || invoice.contact_id === first.contact_id) &&
      (!needle ||
        invoice.invoice_number.toLowerCase().includes(needle) ||
        contactLabel(invoice.contact).toLowerCase().includes(needle)),
  );
  const chosenCents = chosen.reduce(
    (sum, id) => sum + toCents(invoices?.find((invoice) => invoice.id === id)?.balance ?? 0),
    0n,
  );
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title="Match to invoices"
      description={`${line.description} · ${formatDate(line.date)}`}
      footer={
        <>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button
            onClick={() => props.onMatch(chosen)}
            disabled={chosen.length === 0}
            loading={props.pending}
          >
            Record payment
          </Button>
        </>
      }
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <Input
          aria-label="Search invoices"
          placeholder="Invoice number or customer"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {props.loadError ? (
          <p className={errorStyle}>{errorMessage(props.loadError, 'Failed to load invoices')}</p>
        ) : !invoices ? (
          <Skeleton height={128} />
        ) : shown.length === 0 ? (
          <p className={muted}>No open invoice {needle ? 'matches that search' : 'to pay'}.</p>
        ) : (
          <div className={list}>
            {shown.map((invoice) => (
              <div key={invoice.id} className={row}>
                <Checkbox
                  checked={chosen.includes(invoice.id)}
                  onCheckedChange={(on) => toggle(invoice.id, on)}
                  aria-label={`Pay ${invoice.invoice_number}`}
                />
                <span>
                  <strong>{invoice.invoice_number}</strong> · {contactLabel(invoice.contact)}
                  <div className={muted}>due {formatDate(invoice.due_date)}</div>
                </span>
                <Money value={invoice.balance} currency={currency} />
              </div>
            ))}
          </div>
        )}
        <div className={totals}>
          <span>
            Chosen: <Money value={centsToNumber(chosenCents)} currency={currency} />
          </span>
          <span>
            Line: <Money value={line.amount} currency={currency} />
          </span>
        </div>
        {props.error ? (
          <p role="alert" className={errorStyle}>
            {props.error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
