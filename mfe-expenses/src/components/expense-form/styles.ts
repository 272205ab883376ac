import { css } from '@daftari/ui/styled-system/css';

/** The column the expense page and its form are laid out in. */
export const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '5' });

/** Fields stacked inside a card. */
export const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' });
