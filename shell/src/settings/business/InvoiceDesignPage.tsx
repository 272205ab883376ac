import type { Account } from '@daftari/contracts';
import { AccountSettingsPage } from '../AccountSettingsPage.tsx';
import { DesignForm } from './DesignForm.tsx';
import { LogoCard } from './LogoCard.tsx';
import { SETTINGS_ROUTE } from './use-account-settings.ts';
import { useLogoImage } from './use-logo-image.ts';

function InvoiceDesign({ account, editable }: { account: Account; editable: boolean }) {
  const logoSrc = useLogoImage(account.logo_url);
  return (
    <>
      <LogoCard logoSrc={logoSrc} hasLogo={Boolean(account.logo_url)} editable={editable} />
      <DesignForm key={account.id} account={account} logoSrc={logoSrc} editable={editable} />
    </>
  );
}

/** Settings › Invoice design, at /settings/invoice-design: the logo, the layout and the accent colour. */
export function InvoiceDesignPage() {
  return (
    <AccountSettingsPage
      title="Invoice design"
      description="Your logo, a layout and a colour for the invoices your customers receive."
      what="invoice design"
      width="5xl"
      skeletonLines={6}
    >
      {(account, may) => <InvoiceDesign account={account} editable={may(SETTINGS_ROUTE)} />}
    </AccountSettingsPage>
  );
}
