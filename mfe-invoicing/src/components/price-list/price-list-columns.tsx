import type { PriceListItem } from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import { Button, type DataTableColumn, phoneOnly, wideOnly } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { vatTreatmentLabel } from '../VatTreatmentField.tsx';

const stack = css({ display: 'flex', flexDirection: 'column', gap: '0.5', lineHeight: '1.35' });
const muted = css({ fontSize: 'sm', color: 'fg.subtle', fontFamily: 'mono' });
const nowrap = css({ whiteSpace: 'nowrap' });
const srOnly = css({ srOnly: true });

/** The item's VAT: its rate, and at 0 % a treatment other than zero-rated ('0% · Exempt'). */
const vatText = (item: PriceListItem) =>
  item.tax_rate === 0 && item.tax_category
    ? `0% · ${vatTreatmentLabel(item.tax_category)}`
    : `${item.tax_rate}%`;

/** How KRA eTIMS knows the item: 'Service', or 'Goods · 5020220100'. */
const kraText = (item: PriceListItem) =>
  item.kind === 'goods' ? `Goods · ${item.classification_code ?? '—'}` : 'Service';

export interface PriceListColumnOptions {
  currency: string;
  /** Unset for a role that may not change the price list: no KRA details action. */
  onKraDetails?: ((item: PriceListItem) => void) | undefined;
}

/**
 * The price list's columns: details, unit, price, VAT, KRA item (with its eTIMS code once registered) and the
 * KRA details action. On a phone the first cell carries the price, unit, VAT and KRA item the hidden columns
 * show.
 */
export function priceListColumns({
  currency,
  onKraDetails,
}: PriceListColumnOptions): DataTableColumn<PriceListItem>[] {
  const columns: DataTableColumn<PriceListItem>[] = [
    {
      id: 'description',
      header: 'Details',
      cell: (item) => (
        <span className={stack}>
          {item.description}
          <span className={phoneOnly}>
            {formatMoney(item.unit_price, currency)} / {item.unit} · VAT {vatText(item)}
          </span>
          <span className={phoneOnly}>{kraText(item)}</span>
        </span>
      ),
    },
    { id: 'unit', header: 'Unit', className: wideOnly, cell: (item) => item.unit },
    {
      id: 'price',
      header: 'Unit price',
      align: 'end',
      className: wideOnly,
      cell: (item) => <span className={nowrap}>{formatMoney(item.unit_price, currency)}</span>,
    },
    { id: 'tax', header: 'VAT', align: 'end', className: wideOnly, cell: vatText },
    {
      id: 'kra',
      header: 'KRA item',
      className: wideOnly,
      cell: (item) => (
        <span className={stack}>
          <span className={nowrap}>{kraText(item)}</span>
          {item.etims_item_code ? <span className={muted}>{item.etims_item_code}</span> : null}
        </span>
      ),
    },
  ];
  if (!onKraDetails) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: <span className={srOnly}>Actions</span>,
      align: 'end',
      cell: (item) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => onKraDetails(item)}
          aria-label={`KRA details of ${item.description}`}
        >
          KRA details
        </Button>
      ),
    },
  ];
}
