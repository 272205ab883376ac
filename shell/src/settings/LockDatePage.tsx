import { AccountSettingsPage } from './AccountSettingsPage.tsx';
import { LockDateForm } from './LockDateForm.tsx';
import { YearEndCard } from './year-end/YearEndCard.tsx';

const LOCK_DATE_ROUTE = 'PUT /api/account';

/**
 * Settings › Lock date, at /settings/lock-date (the account menu): the date the books are closed through, and
 * the year-end close, which moves it.
 */
export function LockDatePage() {
  return (
    <AccountSettingsPage
      title="Lock date"
      description="Close the books once a period is done: nothing dated on or before the lock date can be posted or changed."
      what="lock date"
      width="3xl"
      skeletonLines={3}
    >
      {(account, may) => (
        <>
          <LockDateForm
            key={account.lock_date ?? ''}
            lockDate={account.lock_date ?? null}
            editable={may(LOCK_DATE_ROUTE)}
          />
          <YearEndCard />
        </>
      )}
    </AccountSettingsPage>
  );
}
