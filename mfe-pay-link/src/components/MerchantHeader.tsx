import { css } from '@daftari/ui/styled-system/css';

const merchant = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  pb: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderColor: 'border.subtle',
});
const monogram = css({
  display: 'grid',
  placeItems: 'center',
  w: '10',
  h: '10',
  flexShrink: 0,
  borderRadius: 'lg',
  bg: 'accent.subtle',
  color: 'accent.fg',
  fontWeight: 'semibold',
  fontSize: 'lg',
});
const merchantName = css({ fontWeight: 'semibold', fontSize: 'lg', lineHeight: '1.375rem', color: 'fg' });
const captionText = css({ fontSize: 'sm', color: 'fg.muted', lineHeight: '1.125rem' });

/** The business that sent the document, as its first letter and name, and what it did ('sent you ...'). */
export function MerchantHeader({ business, caption }: { business: string; caption: string }) {
  return (
    <div className={merchant}>
      <span className={monogram} aria-hidden="true">
        {business.trim().charAt(0).toUpperCase() || 'D'}
      </span>
      <div>
        <p className={merchantName}>{business}</p>
        <p className={captionText}>{caption}</p>
      </div>
    </div>
  );
}
