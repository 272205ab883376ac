import { css } from '@daftari/ui/styled-system/css';
import { BILL_TABS, type BillTab } from '../../../lib/bill-list-params.ts';

const bar = css({
  display: 'flex',
  gap: '1',
  p: '1',
  w: 'fit-content',
  maxW: 'full',
  overflowX: 'auto',
  borderRadius: 'lg',
  bg: 'bg.muted',
});
const tab = css({
  px: '3',
  py: '1.5',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing' },
  '&[aria-selected=true]': { bg: 'bg.surface', color: 'fg', boxShadow: 'xs' },
});

/** Open / Overdue / Paid / All: which bills the list shows. */
export function StatusTabs({ value, onChange }: { value: BillTab; onChange: (tab: BillTab) => void }) {
  return (
    <div role="tablist" aria-label="Show bills" className={bar}>
      {BILL_TABS.map((item) => (
        <button
          key={item.value}
          type="button"
          role="tab"
          aria-selected={item.value === value}
          className={tab}
          onClick={() => onChange(item.value)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
