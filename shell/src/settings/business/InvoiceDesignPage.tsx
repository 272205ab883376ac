import { currentUserQuery, messageOf } from '@daftari/api-client';
import type { Account } from '@daftari/contracts';
import { Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { DesignForm } from './DesignForm.tsx';
import { LogoCard } from './LogoCard.tsx';
import { SETTINGS_ROUTE } from './use-account-settings.ts';
import { useLogoImage } from './use-logo-image.ts';

const layout = css({ maxW: '5xl', display: 'flex', flexDirection: 'column', gap: '4' });

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
  const user = useQuery(currentUserQuery);
  const may = useMayCall();
  return (
    <div className={layout}>
      <PageHeader
        title="Invoice design"
        description="Your logo, a layout and a colour for the invoices your customers receive."
      />
      {user.isError ? (
        <LoadError
          title="The invoice design could not be loaded"
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : user.data ? (
        <InvoiceDesign account={user.data.account} editable={may(SETTINGS_ROUTE)} />
      ) : (
        <Card aria-label="Loading the invoice design">
          <Skeleton lines={6} />
        </Card>
      )}
    </div>
  );
}
