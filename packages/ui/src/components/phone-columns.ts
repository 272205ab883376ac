import { css } from '@daftari/ui/styled-system/css';

/** A table column a phone leaves out (its cells and its header): the row's first cell says it instead. */
export const wideOnly = css({ display: { base: 'none', md: 'table-cell' } });

/** A line under a row's first cell, shown on a phone only, in place of the columns it leaves out. */
export const phoneOnly = css({ display: { base: 'block', md: 'none' }, fontSize: 'sm', color: 'fg.subtle' });
