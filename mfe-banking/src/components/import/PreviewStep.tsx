import { formatDate, pluralize } from '@daftari/format';
import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { StatementPreview } from '../../api/schemas.ts';
import { Money } from '../Money.tsx';

const wrap = css({ display: 'grid', gap: '4' });
const counts = css({ display: 'flex', gap: '2', flexWrap: 'wrap', fontSize: 'sm' });
const pill = css({ px: '2.5', py: '1', borderRadius: 'full', bg: 'bg.muted' });
const newPill = css({ px: '2.5', py: '1', borderRadius: 'full', layerStyle: 'tinted.success' });
const tableWrap = css({ overflowX: 'auto', borderWidth: '1px', borderColor: 'border', borderRadius: 'lg' });
const table = css({
  w: 'full',
  fontSize: 'sm',
  borderCollapse: 'collapse',
  '& th': { textAlign: 'left', fontWeight: 'medium', color: 'fg.muted', px: '3', py: '2', bg: 'bg.subtle' },
  '& td': { px: '3', py: '2', borderTopWidth: '1px', borderColor: 'border.subtle', verticalAlign: 'top' },
  '& td[data-num], & th[data-num]': { textAlign: 'right', whiteSpace: 'nowrap' },
  '& [data-wide]': { display: { base: 'none', md: 'table-cell' } },
});
const desc = css({ minW: { md: '48' } });
const muted = css({ color: 'fg.muted', fontSize: 'xs' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

const FORMAT_LABELS = {
  mpesa_pdf: 'M-PESA statement (PDF)',
  mpesa_business: 'M-PESA business portal export',
  csv: 'Bank CSV',
  ofx: 'OFX/QFX',
} as const;

/** What the file would add, before anything is stored: its period, counts and first 20 lines. */
export function PreviewStep({
  preview,
  currency,
  busy,
  onImport,
  onCancel,
}: {
  preview: StatementPreview;
  currency: string;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { data } = preview;
  const period =
    data.period_from && data.period_to
      ? `${formatDate(data.period_from)} – ${formatDate(data.period_to)}`
      : 'No dates';
  return (
    <div className={wrap}>
      <div>
        <strong>{data.filename}</strong> · {FORMAT_LABELS[data.format]} · {period}
        {data.closing_balance !== null ? (
          <>
            {' · closing balance '}
            <Money value={data.closing_balance} currency={currency} />
          </>
        ) : null}
      </div>
      <div className={counts}>
        <span className={pill}>{pluralize(data.lines_total, 'line')} read</span>
        <span className={newPill}>{data.lines_new} new</span>
        <span className={pill}>{data.lines_duplicate} already imported</span>
      </div>
      <div className={tableWrap}>
        <table className={table} aria-label="Preview of the first lines">
          <thead>
            <tr>
              <th>Date</th>
              <th>Details</th>
              <th data-num="">Amount</th>
              <th data-num="" data-wide="">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.preview.map((line, index) => (
              <tr key={index}>
                <td>{formatDate(line.date)}</td>
                <td className={desc}>
                  {line.description}
                  {line.reference ? <div className={muted}>{line.reference}</div> : null}
                </td>
                <td data-num="">
                  <Money value={line.amount} currency={currency} signed />
                </td>
                <td data-num="" data-wide="">
                  {line.balance === null ? '–' : <Money value={line.balance} currency={currency} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={row}>
        <Button onClick={onImport} loading={busy} disabled={data.lines_new === 0}>
          {data.lines_new === 0 ? 'Nothing new to import' : `Import ${pluralize(data.lines_new, 'line')}`}
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </div>
  );
}
