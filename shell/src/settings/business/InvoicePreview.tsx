import type { Account, InvoiceLayout } from '@daftari/contracts';
import { css, cx } from '@daftari/ui/styled-system/css';

const frame = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'white',
  color: 'ink.900',
  overflow: 'hidden',
  fontSize: 'xs',
  boxShadow: 'sm',
});
const body = css({ p: '4', display: 'flex', flexDirection: 'column', gap: '3' });
const head = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: '3' });
const seller = css({ display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' });
const logo = css({ maxH: '10', maxW: '24', objectFit: 'contain' });
const title = css({ fontWeight: 'bold', letterSpacing: 'wide', textAlign: 'right' });
const table = css({
  w: 'full',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'left', px: '2', py: '1' },
});
const band = css({ h: '3' });

const LINES = [
  { item: 'Design work', amount: '12,000.00' },
  { item: 'Printing', amount: '3,500.00' },
];

export interface InvoicePreviewProps {
  account: Account;
  layout: InvoiceLayout;
  accent: string;
  logoSrc: string | null;
}

/**
 * A small mock of an invoice's top, drawn as the PDF themes draw it: classic a grey table header and an accent
 * title; modern an accent band and an accent table header in white; compact no fills, accent rules and a
 * smaller title.
 */
export function InvoicePreview({ account, layout, accent, logoSrc }: InvoicePreviewProps) {
  const headerCell =
    layout === 'modern'
      ? { background: accent, color: '#ffffff' }
      : layout === 'classic'
        ? { background: '#e5e7eb' }
        : { borderBottom: `1px solid ${accent}` };
  const rowRule =
    layout === 'compact' ? { borderBottom: `1px solid ${accent}` } : { borderBottom: '1px solid #e5e7eb' };
  return (
    <figure className={frame} aria-label="Invoice preview" data-layout={layout}>
      {layout === 'modern' ? <div className={band} style={{ background: accent }} /> : null}
      <div className={body}>
        <div className={head}>
          <div className={seller}>
            {logoSrc ? <img src={logoSrc} alt="Your logo" className={logo} /> : null}
            <strong>{account.legal_name || account.name}</strong>
            {account.kra_pin ? <span>KRA PIN {account.kra_pin}</span> : null}
          </div>
          <div
            className={cx(title, css({ fontSize: layout === 'compact' ? 'sm' : 'lg' }))}
            style={{ color: accent }}
          >
            {account.vat_registered ? 'TAX INVOICE' : 'INVOICE'}
          </div>
        </div>
        <table className={table}>
          <thead>
            <tr>
              <th style={headerCell}>Item</th>
              <th style={{ ...headerCell, textAlign: 'right' }}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {LINES.map((line) => (
              <tr key={line.item}>
                <td style={rowRule}>{line.item}</td>
                <td style={{ ...rowRule, textAlign: 'right' }}>{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
