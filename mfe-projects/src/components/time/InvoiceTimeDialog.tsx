import { errorMessage } from '@daftari/api-client';
import {
  areaPath,
  type Invoice,
  type Project,
  ROUNDING_MINUTES,
  type RoundingMinutes,
  type TimeEntry,
  type TimeGrouping,
} from '@daftari/contracts';
import { centsToNumber, formatMoney, hoursAndMinutes, timeInvoiceLines } from '@daftari/format';
import { Button, Dialog, Field, LinkButton, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { useInvoiceTime } from '../../api/time-entries.ts';
import { unbilledTime } from '../../lib/project-time.ts';

const choices = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  gap: '4',
  mb: '5',
});
const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th, & td': { py: '2', px: '2', borderBottomWidth: '1px', borderColor: 'border', textAlign: 'left' },
  '& th': { fontSize: 'xs', color: 'fg.muted', fontWeight: 'medium' },
  '& [data-num]': { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  '& tfoot td': { fontWeight: 'semibold', borderBottomWidth: '0' },
});
const scroll = css({ maxH: '18rem', overflowY: 'auto' });
const done = css({ display: 'grid', gap: '3', justifyItems: 'start' });

const ROUNDING_ITEMS = ROUNDING_MINUTES.map((minutes) => ({
  value: String(minutes),
  label: minutes === 60 ? 'Up to the hour' : minutes === 1 ? 'Up to the minute' : `Up to ${minutes} minutes`,
}));
const GROUPING_ITEMS = [
  { value: 'entry', label: 'A line per entry' },
  { value: 'day', label: 'A line per day' },
];

export interface InvoiceTimeDialogProps {
  project: Project;
  /** The project's unbilled billable ended entries. */
  entries: TimeEntry[];
  timeZone: string;
  currency: string | undefined;
  onClose: () => void;
}

function Created({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  return (
    <div className={done} role="status">
      <p>
        Draft invoice {invoice.invoice_number} created for {formatMoney(invoice.total, invoice.currency)}.
      </p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <LinkButton to={areaPath('invoicing', invoice.id)}>View invoice {invoice.invoice_number}</LinkButton>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/** Choose how the unbilled time rounds and groups, see the lines and total, then make the draft invoice. */
export function InvoiceTimeDialog({ project, entries, timeZone, currency, onClose }: InvoiceTimeDialogProps) {
  const [rounding, setRounding] = useState<RoundingMinutes>(15);
  const [groupBy, setGroupBy] = useState<TimeGrouping>('entry');
  const invoice = useInvoiceTime(project.id);
  const rate = project.hourly_rate ?? 0;
  const lines = timeInvoiceLines(unbilledTime(entries, timeZone), {
    roundingMinutes: rounding,
    groupBy,
    hourlyRate: rate,
  });
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Invoice unbilled time"
      description={`${project.name}, at ${formatMoney(rate, currency)} an hour. Each entry rounds up, never down.`}
      size="lg"
      footer={
        invoice.data ? null : (
          <>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              loading={invoice.isPending}
              loadingText="Creating..."
              disabled={lines.length === 0}
              onClick={() => invoice.mutate({ rounding_minutes: rounding, group_by: groupBy })}
            >
              Create draft invoice
            </Button>
          </>
        )
      }
    >
      {invoice.data ? (
        <Created invoice={invoice.data} onClose={onClose} />
      ) : (
        <>
          <div className={choices}>
            <Field label="Rounding">
              <Select
                aria-label="Rounding"
                items={ROUNDING_ITEMS}
                value={String(rounding)}
                onValueChange={(value) => setRounding(Number(value) as RoundingMinutes)}
              />
            </Field>
            <Field label="Lines">
              <Select
                aria-label="Lines"
                items={GROUPING_ITEMS}
                value={groupBy}
                onValueChange={(value) => setGroupBy(value as TimeGrouping)}
              />
            </Field>
          </div>
          <div className={scroll}>
            <table className={table} aria-label="Invoice preview">
              <thead>
                <tr>
                  <th>Description</th>
                  <th data-num="">Quantity</th>
                  <th data-num="">Amount</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => (
                  <tr key={index}>
                    <td>{line.description}</td>
                    <td data-num="">{line.unit === 'hours' ? `${line.quantity} h` : line.quantity}</td>
                    <td data-num="">{formatMoney(centsToNumber(line.amount), currency)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <td>Total</td>
                  <td data-num="">{hoursAndMinutes(lines.reduce((sum, line) => sum + line.seconds, 0))}</td>
                  <td data-num="" data-testid="preview-total">
                    {formatMoney(centsToNumber(total), currency)}
                  </td>
                </tr>
              </tfoot>
            </table>
          </div>
          {invoice.isError ? (
            <p role="alert" className={css({ color: 'danger', fontSize: 'sm', mt: '3' })}>
              {errorMessage(invoice.error, 'Could not create the invoice')}
            </p>
          ) : null}
        </>
      )}
    </Dialog>
  );
}
