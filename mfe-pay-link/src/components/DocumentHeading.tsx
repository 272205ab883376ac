import { contactLabel, type PublicInvoice } from '@daftari/contracts';
import { Badge, type BadgeTone } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const headingRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const heading = css({ textStyle: 'heading.md', color: 'fg', wordBreak: 'break-word' });
const toLine = css({ fontSize: 'md', color: 'fg', mt: '1' });
const muted = css({ color: 'fg.muted' });

export interface DocumentHeadingProps {
  /** 'Invoice #INV-0042' */
  title: string;
  status: { tone: BadgeTone; label: string };
  contact: PublicInvoice['contact'];
}

/** The document's number and status word, and whom it is addressed to. */
export function DocumentHeading({ title, status, contact }: DocumentHeadingProps) {
  return (
    <div>
      <div className={headingRow}>
        <h1 className={heading}>{title}</h1>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      {/* Named, never numbered: a contact_id means nothing to the customer reading the page. */}
      <p className={toLine}>
        <span className={muted}>To:</span> {contactLabel(contact, 'Customer')}
      </p>
    </div>
  );
}
