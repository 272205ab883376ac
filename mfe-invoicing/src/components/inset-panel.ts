import { css } from '@daftari/ui/styled-system/css';

/** A panel set into a surface (a tinted, hairline-bordered box): the payment details, the pitch's points. */
export const insetPanel = css({ p: '4', borderRadius: 'lg', layerStyle: 'inset' });
