import { css } from '@daftari/ui/styled-system/css';

/** The list page's column of blocks, and its toolbar row; the loading skeleton takes the same shape. */
export const listStack = css({ display: 'flex', flexDirection: 'column', gap: '5' });
export const listToolbar = css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' });
