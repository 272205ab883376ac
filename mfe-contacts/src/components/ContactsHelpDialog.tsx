import { areaPath } from '@daftari/contracts';
import { useNavigate } from '@daftari/router';
import { Button, Dialog } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import type { ReactNode } from 'react';

/** The search param that opens the help ('?help=contacts'): a real, shareable destination. */
export const HELP_PARAM = 'help';

const list = css({ display: 'grid', gap: '4' });
const heading = css({ textStyle: 'heading.sm', color: 'fg' });
const text = css({ textStyle: 'body.md', color: 'fg.muted', mt: '1' });
const code = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  bg: 'bg.muted',
  px: '1',
  py: '0.5',
  borderRadius: 'xs',
  color: 'fg',
});

function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className={heading}>{title}</h3>
      <p className={text}>{children}</p>
    </section>
  );
}

export function ContactsHelpDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="About contacts"
      description="Contacts are the customers you invoice and the suppliers you pay."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Done
          </Button>
          <Button onClick={() => navigate(areaPath('contacts', 'create'))}>Create a contact</Button>
        </>
      }
    >
      <div className={list}>
        <Topic title="What a contact holds">
          A name or a company (or both), an email address, a phone number and a billing address. The billing
          address is printed on every invoice you send them.
        </Topic>
        <Topic title="Who owes you">
          Open a contact to see every invoice you have sent them, with the total invoiced, what they have paid
          and what is still outstanding. Start a new invoice for them from the same page.
        </Topic>
        <Topic title="Finding people fast">
          Search by name, email or company, or jump to a letter with the A to Z bar. Your place in the list is
          kept in the address bar, so Back and Refresh bring you to the same page.
        </Topic>
        <Topic title="Importing">
          Upload a CSV file with a header row, or the contact export of Wave, Zoho Books, FreshBooks,
          QuickBooks Online, Invoice Ninja, Xero, Google or Outlook as it is. Daftari shows how each column is
          read (change any of them) and a preview; if a row has a problem, it tells you the line and imports
          nothing until it is fixed. Columns: <code className={code}>name</code> or{' '}
          <code className={code}>first_name</code> and <code className={code}>last_name</code>,{' '}
          <code className={code}>company</code>, <code className={code}>email</code>,{' '}
          <code className={code}>phone</code> and the address parts.
        </Topic>
      </div>
    </Dialog>
  );
}
