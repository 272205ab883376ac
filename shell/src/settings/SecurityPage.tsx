import { PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { SessionList } from './SessionList.tsx';
import { TwoStepCard } from './TwoStepCard.tsx';

const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' });

/** Settings › Security, at /settings/security (the account menu): the password, two-step sign-in and the signed-in sessions. */
export function SecurityPage() {
  return (
    <div className={layout}>
      <PageHeader
        title="Security"
        description="Your password, two-step sign-in, and the browsers and devices signed in to your account."
      />
      <ChangePasswordForm />
      <TwoStepCard />
      <SessionList />
    </div>
  );
}
