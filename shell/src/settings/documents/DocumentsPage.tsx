import { AccountSettingsPage } from '../AccountSettingsPage.tsx';
import { SETTINGS_ROUTE } from '../business/use-account-settings.ts';
import { DocumentSettingsForm } from './DocumentSettingsForm.tsx';

/** Settings › Documents, at /settings/documents: numbering prefixes, payment terms, notes and footer. */
export function DocumentsPage() {
  return (
    <AccountSettingsPage
      title="Documents"
      description="How your invoices, estimates and credit notes are numbered, and what new ones start with."
      what="document settings"
      width="4xl"
      skeletonLines={6}
    >
      {(account, may) => (
        <DocumentSettingsForm key={account.id} account={account} editable={may(SETTINGS_ROUTE)} />
      )}
    </AccountSettingsPage>
  );
}
