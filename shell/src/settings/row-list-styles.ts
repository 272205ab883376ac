import { css } from '@daftari/ui/styled-system/css';

/** A settings card's list of rows (sessions, financial years): each row its title and details, its actions at the end. */
export const rowList = css({ display: 'grid', m: '0', p: '0', listStyle: 'none' });
export const rowItem = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  py: '3',
  borderBottomWidth: '1px',
  borderColor: 'border',
  _last: { borderBottomWidth: '0' },
});
export const rowTitle = css({
  fontWeight: 'medium',
  color: 'fg',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
});
export const rowDetail = css({ textStyle: 'caption', color: 'fg.muted', mt: '0.5' });
