import { AccountSettingsPage } from '../AccountSettingsPage.tsx';
import { BusinessDetailsForm } from './BusinessDetailsForm.tsx';
import { SETTINGS_ROUTE } from './use-account-settings.ts';

/** Settings › Business details, at /settings/business: who the business is and how customers pay it. */
export function BusinessDetailsPage() {
  return (
    <AccountSettingsPage
      title="Business details"
      description="What your invoices, receipts and statements say about you, and how customers pay you."
      what="business details"
      width="4xl"
      skeletonLines={8}
    >
      {(account, may) => (
        <BusinessDetailsForm key={account.id} account={account} editable={may(SETTINGS_ROUTE)} />
      )}
    </AccountSettingsPage>
  );
}
