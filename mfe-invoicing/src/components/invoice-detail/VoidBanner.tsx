import { XIcon } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { VOID_MEANING } from '../../lib/invoice-rules.ts';

const banner = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'lg',
  layerStyle: 'tinted.danger',
});
const mark = css({
  display: 'grid',
  placeItems: 'center',
  w: '7',
  h: '7',
  flexShrink: 0,
  borderRadius: 'full',
  bg: 'danger.fg',
  color: 'bg.surface',
});
const title = css({ fontWeight: 'semibold', fontSize: 'md' });
const text = css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5' });

/** Says at the top of a void invoice that it is void and what that means. */
export function VoidBanner() {
  return (
    <section className={banner} aria-label="Void">
      <span className={mark} aria-hidden="true">
        <XIcon size={16} />
      </span>
      <div>
        <p className={title}>Void: this invoice was cancelled</p>
        <p className={text}>{VOID_MEANING}</p>
      </div>
    </section>
  );
}
