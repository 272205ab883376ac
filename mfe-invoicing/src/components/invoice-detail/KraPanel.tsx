import type { InvoiceEtims } from '@daftari/contracts';
import { css } from '@daftari/ui/styled-system/css';
import { KraBadge } from '../KraBadge.tsx';
import { detailPanel } from './detail-styles.ts';

const row = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const title = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg' });
const text = css({ fontSize: 'sm', color: 'fg.muted' });
const facts = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: '4', rowGap: '1' });
const label = css({ fontSize: 'xs', color: 'fg.subtle', fontWeight: 'medium' });
const value = css({ fontSize: 'sm', fontFamily: 'mono', wordBreak: 'break-all' });

/**
 * Where the document stands with KRA eTIMS: awaiting its signature (with the last attempt's message while it
 * is retried), signed (the CU invoice number, signature and KRA's receipt check), or refused after the
 * retries, with KRA's message.
 */
export function KraPanel({ etims }: { etims: InvoiceEtims }) {
  return (
    <section className={detailPanel} aria-label="KRA eTIMS">
      <div className={row}>
        <span className={title}>
          {etims.receipt_number === null ? 'KRA eTIMS receipt' : `KRA eTIMS receipt ${etims.receipt_number}`}
        </span>
        <KraBadge status={etims.status} />
      </div>
      {etims.status === 'signed' ? (
        <dl className={facts}>
          <dt className={label}>CU invoice number</dt>
          <dd className={value}>{etims.cu_invoice_number}</dd>
          <dt className={label}>Signature</dt>
          <dd className={value}>{etims.signature}</dd>
          {etims.receipt_url ? (
            <>
              <dt className={label}>Check</dt>
              <dd>
                <a href={etims.receipt_url} target="_blank" rel="noreferrer" className={text}>
                  Open KRA's receipt check
                </a>
              </dd>
            </>
          ) : null}
        </dl>
      ) : etims.status === 'failed' ? (
        <p className={text}>
          KRA's message: {etims.error ?? 'none'}. Fix what it names, then retry the signing under Invoice
          settings → background work.
        </p>
      ) : (
        <p className={text}>
          {etims.error
            ? `The last attempt failed (${etims.error}); Daftari tries again shortly.`
            : 'Daftari is sending this invoice to KRA for its signature.'}
        </p>
      )}
    </section>
  );
}
