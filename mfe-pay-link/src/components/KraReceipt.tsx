import type { PublicInvoiceEtims } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { css } from '@daftari/ui/styled-system/css';

const panel = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  p: '4',
  borderRadius: 'lg',
  layerStyle: 'inset',
  fontSize: 'sm',
});
const heading = css({ textStyle: 'overline', color: 'fg.muted', flexBasis: '100%' });
const facts = css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0', flex: '1' });
const value = css({ fontFamily: 'mono', wordBreak: 'break-all', color: 'fg' });
const table = css({
  w: 'full',
  fontVariantNumeric: 'tabular-nums',
  '& th': { textAlign: 'left', color: 'fg.muted', fontWeight: 'medium' },
  '& td:not(:first-child), & th:not(:first-child)': { textAlign: 'right' },
});

/**
 * The KRA eTIMS receipt of a signed invoice: the QR code of KRA's receipt check (an image the API draws, so
 * this page bundles no QR encoder), the CU invoice number, the signature and the tax summary per tax type.
 */
export function KraReceipt({ etims, currency }: { etims: PublicInvoiceEtims; currency: string }) {
  return (
    <section className={panel} aria-label="KRA eTIMS receipt">
      <span className={heading}>KRA eTIMS receipt</span>
      <a href={etims.receipt_url} target="_blank" rel="noreferrer">
        <img src={etims.qr_code_path} alt="QR code: check this receipt at KRA" width={112} height={112} />
      </a>
      <div className={facts}>
        <span>CU invoice number</span>
        <span className={value}>{etims.cu_invoice_number}</span>
        <span>Signature</span>
        <span className={value}>{etims.signature}</span>
      </div>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Tax type</th>
            <th scope="col">Taxable</th>
            <th scope="col">VAT</th>
          </tr>
        </thead>
        <tbody>
          {etims.taxes.map((row) => (
            <tr key={row.type}>
              <td>{row.label}</td>
              <td>{formatMoney(row.taxable, currency)}</td>
              <td>{formatMoney(row.tax, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
