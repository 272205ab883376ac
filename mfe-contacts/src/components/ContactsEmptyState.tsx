import { areaPath } from '@daftari/contracts';
import { Link, useNavigate } from '@daftari/router';
import {
  Button,
  InvoiceIcon,
  PlusIcon,
  SwitchFromTools,
  TrendIcon,
  UploadIcon,
  UsersIcon,
} from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { square } from '@daftari/ui/styled-system/patterns';
import { Allowed } from '@daftari/ui/widgets';
import type { ReactNode } from 'react';
import { HELP_PARAM } from './ContactsHelpDialog.tsx';

const surface = css({ layerStyle: 'surface', borderRadius: 'xl', overflow: 'hidden' });
const hero = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  px: '6',
  pt: '14',
  pb: '10',
  bgImage: 'radial-gradient(ellipse 60% 80% at 50% 0%, token(colors.accent.subtle) 0%, transparent 70%)',
});
const badge = square({
  size: '14',
  mb: '5',
  borderRadius: '2xl',
  bg: 'bg.surface',
  color: 'accent',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'accent.border',
  boxShadow: 'sm',
});
const title = css({ textStyle: 'heading.lg', color: 'fg', maxW: 'xl' });
const lead = css({ textStyle: 'body.md', color: 'fg.muted', mt: '2', maxW: 'md' });
const actions = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '3',
  mt: '6',
});
const features = css({
  display: 'grid',
  gridTemplateColumns: { md: 'repeat(3, 1fr)' },
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
  bg: 'bg.subtle',
});
const feature = css({
  display: 'flex',
  gap: '3',
  p: '6',
  '&:not(:first-child)': {
    borderTopWidth: { base: '1px', md: '0' },
    borderLeftWidth: { base: '0', md: '1px' },
    borderStyle: 'solid',
    borderColor: 'border',
  },
});
const switchBox = css({
  px: { base: '5', md: '8' },
  py: '6',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border',
});
const switchTitle = css({ textStyle: 'heading.sm', color: 'fg', mb: '1' });
const switchLead = css({ textStyle: 'body.sm', color: 'fg.muted', mb: '3' });
const featureIcon = square({ size: '8', borderRadius: 'lg', bg: 'accent.subtle', color: 'accent.fg' });
const featureTitle = css({ textStyle: 'heading.sm', color: 'fg' });
const featureText = css({ textStyle: 'body.sm', color: 'fg.muted', mt: '1' });
const learnMore = css({
  display: 'inline-flex',
  mt: '5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'accent.fg',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationColor: 'accent.border',
  _hover: { textDecorationColor: 'currentColor' },
  _focusVisible: { outline: 'none', boxShadow: 'focusRing', borderRadius: 'xs' },
});

function Feature({
  icon,
  title: heading,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className={feature}>
      <span className={featureIcon}>{icon}</span>
      <div>
        <h3 className={featureTitle}>{heading}</h3>
        <p className={featureText}>{children}</p>
      </div>
    </div>
  );
}

/**
 * What an owner without contacts sees: what contacts are for, the two ways to add the first ones, and which
 * export to take from the tool they are leaving.
 */
export function ContactsEmptyState({ onImport }: { onImport: () => void }) {
  const navigate = useNavigate();
  return (
    <section className={surface} aria-labelledby="contacts-empty-title">
      <div className={hero}>
        <span className={badge}>
          <UsersIcon size={26} />
        </span>
        <h2 id="contacts-empty-title" className={title}>
          All your customers and suppliers at a glance
        </h2>
        <p className={lead}>
          Keep everyone you invoice and buy from in one place, and see at once who owes you and whom you owe.
        </p>
        <div className={actions}>
          <Allowed route="POST /api/contacts">
            <Button onClick={() => navigate(areaPath('contacts', 'create'))}>
              <PlusIcon />
              Create your first contact
            </Button>
          </Allowed>
          <Allowed route="POST /api/contacts/import">
            <Button variant="outline" onClick={onImport}>
              <UploadIcon />
              Import contacts
            </Button>
          </Allowed>
        </div>
        <Link to={{ search: `?${HELP_PARAM}=contacts` }} preventScrollReset className={learnMore}>
          Learn more about contacts
        </Link>
      </div>
      <div className={features}>
        <Feature icon={<TrendIcon />} title="Quickly spot your best and worst customers">
          See what each customer has been invoiced, has paid and still owes.
        </Feature>
        <Feature icon={<UploadIcon />} title="Bring your address book">
          Move your contacts over from Gmail, Outlook or a spreadsheet in one CSV file.
        </Feature>
        <Feature icon={<InvoiceIcon />} title="Invoice in two clicks">
          Start a new invoice straight from a contact, with their details already filled in.
        </Feature>
      </div>
      <section className={switchBox} aria-labelledby="contacts-switch-title">
        <h3 id="contacts-switch-title" className={switchTitle}>
          Switch from another tool
        </h3>
        <p className={switchLead}>
          Export your customers from the tool you are leaving and import the file as it is: Daftari reads
          their columns and shows you how before anything is saved.
        </p>
        <SwitchFromTools what="contacts" />
      </section>
    </section>
  );
}
