import { currentUserQuery, messageOf } from '@daftari/api-client';
import { DEFAULT_TIME_ZONE } from '@daftari/format';
import { BackLink, Card, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { Allowed } from '@daftari/ui/widgets';
import { useQuery } from '@tanstack/react-query';
import { DarajaPanel } from '../components/settings/DarajaPanel.tsx';
import { EtimsPanel } from '../components/settings/EtimsPanel.tsx';
import { FailedJobsPanel } from '../components/settings/FailedJobsPanel.tsx';
import { MpesaPaybillPanel } from '../components/settings/MpesaPaybillPanel.tsx';
import { ReminderSettingsPanel } from '../components/settings/ReminderSettingsPanel.tsx';
import { SwitchFromToolsPanel } from '../components/settings/SwitchFromToolsPanel.tsx';
import { TimeZonePanel } from '../components/settings/TimeZonePanel.tsx';
import { INVOICE_LIST_PATH } from '../lib/navigation.ts';

const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' });

/** The invoicing settings of the business, at /work/invoicing/settings: payment reminders, time zone, the
 * M-Pesa paybill, KRA eTIMS and the background work that failed. */
export function SettingsPage() {
  const user = useQuery(currentUserQuery);
  const account = user.data?.account;
  return (
    <div className={layout}>
      <PageHeader
        eyebrow={<BackLink to={INVOICE_LIST_PATH}>Invoices</BackLink>}
        title="Invoice settings"
        description="When payment reminders go out, the clock your recurring invoices run on, your M-Pesa paybill, and the work Daftari does in the background."
      />
      {user.isError ? (
        <LoadError
          title="The settings could not be loaded"
          message={messageOf(user.error, 'Please try again.')}
          onRetry={() => void user.refetch()}
        />
      ) : account ? (
        <>
          <ReminderSettingsPanel account={account} />
          <TimeZonePanel account={account} />
          <MpesaPaybillPanel />
          <Allowed route="GET /api/account/daraja">
            <DarajaPanel />
          </Allowed>
          <EtimsPanel account={account} />
          <Allowed route="GET /api/jobs">
            <FailedJobsPanel timeZone={account.time_zone ?? DEFAULT_TIME_ZONE} />
          </Allowed>
          <SwitchFromToolsPanel />
        </>
      ) : (
        <Card aria-label="Loading the settings">
          <Skeleton lines={5} />
        </Card>
      )}
    </div>
  );
}
