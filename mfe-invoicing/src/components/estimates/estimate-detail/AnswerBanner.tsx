import { areaPath, type Estimate } from '@daftari/contracts';
import { formatDateMedium } from '@daftari/format';
import { Link } from '@daftari/router';
import { CheckCircleIcon, ClockIcon, InvoiceIcon, XIcon } from '@daftari/ui';
import { css, cx } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

const banner = css({ display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', borderRadius: 'lg' });
const tones = {
  success: css({ layerStyle: 'tinted.success' }),
  danger: css({ layerStyle: 'tinted.danger' }),
  warning: css({ layerStyle: 'tinted.warning' }),
  info: css({ layerStyle: 'tinted.info' }),
};
const mark = css({ flexShrink: 0, mt: '0.5' });
const title = css({ fontWeight: 'semibold', fontSize: 'md' });
const text = css({
  fontSize: 'sm',
  color: 'fg.muted',
  mt: '0.5',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});
const link = css({ color: 'accent.fg', fontWeight: 'medium', textDecoration: 'underline' });

function Banner(props: { tone: keyof typeof tones; icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <section className={cx(banner, tones[props.tone])} aria-label="Answer">
      <span className={mark} aria-hidden="true">
        {props.icon}
      </span>
      <div>
        <p className={title}>{props.title}</p>
        {props.children ? <div className={text}>{props.children}</div> : null}
      </div>
    </section>
  );
}

const on = (timestamp: string | null) => (timestamp ? ` on ${formatDateMedium(timestamp)}` : '');

/**
 * What became of the estimate, on top of its page: accepted (by whom and when), declined (when, and the
 * customer's reason), expired unanswered, or invoiced (with the way to the invoice). Nothing for a draft or
 * an estimate still waiting for its answer.
 */
export function AnswerBanner({ estimate }: { estimate: Estimate }) {
  const accepted = estimate.accepted_by
    ? `Accepted by ${estimate.accepted_by}${on(estimate.accepted_at)}`
    : `Accepted${on(estimate.accepted_at)}`;
  if (estimate.status === 'invoiced') {
    return (
      <Banner tone="info" icon={<InvoiceIcon size={18} />} title="Converted to an invoice">
        {estimate.accepted_at ? `${accepted}. ` : ''}
        {estimate.invoice_id ? (
          <Link to={areaPath('invoicing', estimate.invoice_id)} className={link}>
            View the invoice
          </Link>
        ) : null}
      </Banner>
    );
  }
  if (estimate.status === 'accepted') {
    return (
      <Banner tone="success" icon={<CheckCircleIcon size={18} />} title={accepted}>
        Convert it to an invoice when the work is ready to bill.
      </Banner>
    );
  }
  if (estimate.status === 'declined') {
    return (
      <Banner tone="danger" icon={<XIcon size={18} />} title={`Declined${on(estimate.declined_at)}`}>
        {estimate.decline_reason ? `Reason: ${estimate.decline_reason}` : 'The customer gave no reason.'}
      </Banner>
    );
  }
  if (estimate.status_label === 'Expired') {
    return (
      <Banner
        tone="warning"
        icon={<ClockIcon size={18} />}
        title={`Expired on ${formatDateMedium(estimate.expiry_date)}`}
      >
        The customer can no longer accept it. Edit it to set a later expiry date.
      </Banner>
    );
  }
  return null;
}
