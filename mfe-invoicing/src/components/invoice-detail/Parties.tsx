import { type Account, contactLabel, type Invoice } from '@daftari/contracts';
import { Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { presentParts } from '../../lib/display.ts';

const head = css({
  display: 'grid',
  gridTemplateColumns: { smDown: '1fr', sm: '1fr 1fr' },
  gap: '6',
  px: { mdDown: '5', md: '8' },
  pt: { mdDown: '5', md: '7' },
  pb: '6',
});
const overline = css({ textStyle: 'overline', color: 'fg.subtle', mb: '1.5' });
const partyName = css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg' });
const partyLine = css({ fontSize: 'sm', color: 'fg.muted' });

function Lines({ lines }: { lines: string[] }) {
  return lines.map((line) => (
    <div key={line} className={partyLine}>
      {line}
    </div>
  ));
}

export interface PartiesProps {
  account: Account | undefined;
  contact: Invoice['contact'];
  /** Heads the contact's side: 'Bill to' on an invoice, 'Prepared for' on an estimate. */
  toLabel?: string;
}

/** The document's head: From (the account, while it loads a placeholder) and Bill to (the contact). */
export function Parties({ account, contact, toLabel = 'Bill to' }: PartiesProps) {
  const billing = contact?.billing_address;
  return (
    <div className={head}>
      <div>
        <div className={overline}>From</div>
        <div className={partyName}>{account?.name ?? <Skeleton width={140} height={14} />}</div>
        {account ? (
          <Lines
            lines={presentParts(account.address_line1, account.address_line2, account.city, account.email)}
          />
        ) : null}
      </div>
      <div>
        <div className={overline}>{toLabel}</div>
        <div className={partyName}>{contactLabel(contact)}</div>
        <Lines lines={presentParts(billing?.street, billing?.city, billing?.postal_code)} />
      </div>
    </div>
  );
}
