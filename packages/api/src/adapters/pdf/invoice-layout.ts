import type { Invoice, InvoiceItem } from '@daftari/contracts';
import { formatDateMedium, quantityWithUnit } from '@daftari/format';

// The invoice PDF's page grid, colours and the text of its cells.

// A4 in points, and the layout grid.
export const PAGE = { width: 595.28, height: 841.89 };
export const LEFT = 50;
export const RIGHT = PAGE.width - 50;
export const WIDTH = RIGHT - LEFT;
export const TOP = 50;
/** Content stops here; the footer sits below. */
export const BOTTOM = PAGE.height - 64;

export const COLOR = {
  text: '#1f2933',
  muted: '#6b7280',
  accent: '#0f766e',
  line: '#e5e7eb',
  headerFill: '#f1f5f9',
  link: '#1d4ed8',
};

/** The items table: description takes what the numbers leave. */
export const COLUMNS = [
  { key: 'description', label: 'Description', width: 195, align: 'left' },
  { key: 'quantity', label: 'Qty', width: 70, align: 'right' },
  { key: 'unit_price', label: 'Unit price', width: 75, align: 'right' },
  { key: 'tax_rate', label: 'Tax', width: 45, align: 'right' },
  { key: 'discount', label: 'Disc.', width: 45, align: 'right' },
  { key: 'total', label: 'Amount', width: 65, align: 'right' },
] as const;
export const CELL_PADDING = 4;

/** `2026-01-15` → `15 Jan 2026`. */
export const formatDate = (iso: string) => formatDateMedium(iso, 'en-GB');

const decimal = (max: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: max });
const percentFormat = decimal(2);
export const priceFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});

export const quantityText = (item: InvoiceItem): string => quantityWithUnit(item.quantity, item.unit);

export const percentText = (value: number) => (value === 0 ? '–' : `${percentFormat.format(value)}%`);

export const STATUS_TEXT: Record<Invoice['status_label'], string> = {
  Draft: 'Draft',
  Sent: 'Sent',
  Paid: 'Paid',
  Overdue: 'Overdue',
  Void: 'Void',
};

export const present = (...parts: (string | null | undefined)[]) =>
  parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
