import type { InvoiceLayout } from '@daftari/contracts';
import { COLOR } from './invoice-layout.ts';

/** How a document's layout dresses the same content: its accent, fills and the heading's size. */
export interface Theme {
  accent: string;
  /** A band of the accent across the top of the first page. */
  band: boolean;
  headingSize: number;
  /** The items table's header row: its fill (null: a rule below it) and its text colour. */
  tableFill: string | null;
  tableText: string;
  /** The "Balance due" row: its fill (null: none) and its text colour. */
  balanceFill: string | null;
  balanceText: string;
}

/**
 * The business's layout in its accent colour: `classic` (grey fills, the accent on the heading and the
 * balance), `modern` (a band of the accent, the table header and the balance filled with it) or `compact`
 * (no fills, rules only, a smaller heading).
 */
export function themeOf(layout: InvoiceLayout = 'classic', accent: string = COLOR.accent): Theme {
  if (layout === 'modern') {
    return {
      accent,
      band: true,
      headingSize: 24,
      tableFill: accent,
      tableText: '#ffffff',
      balanceFill: accent,
      balanceText: '#ffffff',
    };
  }
  if (layout === 'compact') {
    return {
      accent,
      band: false,
      headingSize: 16,
      tableFill: null,
      tableText: accent,
      balanceFill: null,
      balanceText: accent,
    };
  }
  return {
    accent,
    band: false,
    headingSize: 22,
    tableFill: COLOR.headerFill,
    tableText: COLOR.muted,
    balanceFill: COLOR.headerFill,
    balanceText: accent,
  };
}
