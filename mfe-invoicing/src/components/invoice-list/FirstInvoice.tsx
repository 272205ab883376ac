import { Link } from '@daftari/router';
import { BellIcon, EmptyState, RepeatIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import { recurringPath, SETTINGS_PATH } from '../../lib/recurring.ts';
import { insetPanel } from '../inset-panel.ts';
import { CreateInvoiceButton } from './CreateInvoiceButton.tsx';

const card = css({ layerStyle: 'surface', borderRadius: 'xl' });
const pitch = css({
  display: 'grid',
  gridTemplateColumns: { mdDown: '1fr', md: '1fr 1fr' },
  gap: '3',
  maxW: '2xl',
  mx: 'auto',
  px: '6',
  pb: '10',
});
const pitchItem = cx(
  insetPanel,
  css({ display: 'flex', gap: '3', alignItems: 'flex-start', textAlign: 'start' }),
);
const pitchIcon = square({ size: '8', borderRadius: 'md', bg: 'accent.subtle', color: 'accent.fg' });
const pitchTitle = css({
  fontWeight: 'semibold',
  fontSize: 'md',
  color: 'fg',
  _hover: { color: 'accent.fg', textDecoration: 'underline' },
});
const pitchText = css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5' });

/** No invoice yet on this account: the pitch and the way in. */
export function FirstInvoice() {
  return (
    <div className={card}>
      <EmptyState
        title="Invoicing that's simply a breeze"
        description="Create professional invoices in seconds, share a link your customers can pay online, and always know who still owes you."
      >
        <CreateInvoiceButton>Create your first invoice</CreateInvoiceButton>
      </EmptyState>
      <ul className={pitch}>
        <li className={pitchItem}>
          <span className={pitchIcon}>
            <BellIcon />
          </span>
          <span>
            <Link className={pitchTitle} to={SETTINGS_PATH}>
              Automatic payment reminders
            </Link>
            <p className={pitchText}>
              Gentle nudges go out before and after the due date, so you don't chase.
            </p>
          </span>
        </li>
        <li className={pitchItem}>
          <span className={pitchIcon}>
            <RepeatIcon />
          </span>
          <span>
            <Link className={pitchTitle} to={recurringPath()}>
              Recurring invoices that send themselves
            </Link>
            <p className={pitchText}>
              Bill retainers and subscriptions on schedule, without lifting a finger.
            </p>
          </span>
        </li>
      </ul>
    </div>
  );
}
