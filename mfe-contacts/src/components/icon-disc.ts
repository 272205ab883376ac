import { square } from '@daftari/ui/styled-system/patterns';

/** An icon on a raised white disc, over an empty list's or a drop zone's message (colour and shadow its own). */
export const iconDisc = square({ size: '10', mb: '2', borderRadius: 'full', bg: 'bg.surface' });
