import { Card, EmptyState, LinkButton, PageHeader, Skeleton } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMoneyAccounts } from '../api/accounts.ts';
import { AccountPicker } from '../components/AccountPicker.tsx';
import { AccountsLoadError } from '../components/AccountsLoadError.tsx';
import { BankingNav } from '../components/BankingNav.tsx';
import { DoneStep } from '../components/import/DoneStep.tsx';
import { MappingStep } from '../components/import/MappingStep.tsx';
import { PasswordStep } from '../components/import/PasswordStep.tsx';
import { PreviewStep } from '../components/import/PreviewStep.tsx';
import { StatementDropZone } from '../components/import/StatementDropZone.tsx';
import { UploadProgressBar } from '../components/import/UploadProgressBar.tsx';
import { useStatementImport } from '../components/import/useStatementImport.ts';
import { useAccountParam } from '../lib/account-param.ts';
import { bankingPaths } from '../lib/paths.ts';

const stack = css({ display: 'grid', gap: '4' });
const picker = css({ maxW: 'sm' });
const failure = css({ fontSize: 'sm', layerStyle: 'tinted.danger', p: '3', borderRadius: 'md' });

/** The import wizard: a file dropped or chosen, its password or columns if asked, its preview, then import. */
export function ImportPage() {
  const accounts = useMoneyAccounts();
  const [accountId, setAccountId] = useAccountParam(accounts.data, true);
  const wizard = useStatementImport(accountId);
  const account = accounts.data?.find((candidate) => candidate.ledger_account_id === accountId);
  const currency = account?.currency ?? 'KES';
  const { state } = wizard;

  let body: React.ReactNode;
  if (accounts.isError && !accounts.data) {
    body = <AccountsLoadError accounts={accounts} />;
  } else if (!accounts.data) {
    body = <Skeleton height={192} />;
  } else if (accounts.data.length === 0) {
    body = (
      <EmptyState
        title="No money account to import into"
        description="Add the account the statement is of first."
      >
        <LinkButton to={bankingPaths.accounts()}>Go to accounts</LinkButton>
      </EmptyState>
    );
  } else {
    body = (
      <Card>
        <div className={stack}>
          <div className={picker}>
            <AccountPicker
              accounts={accounts.data}
              value={accountId}
              onChange={(next) => {
                setAccountId(next);
                wizard.restart();
              }}
              label="Import into"
            />
          </div>
          {wizard.progress && wizard.file ? (
            <UploadProgressBar progress={wizard.progress} filename={wizard.file.name} />
          ) : null}
          {state.step === 'choose' ? (
            <>
              {state.error ? (
                <p role="alert" className={failure}>
                  {state.error}
                </p>
              ) : null}
              {wizard.busy ? null : <StatementDropZone onChoose={wizard.choose} />}
            </>
          ) : null}
          {state.step === 'password' ? (
            <PasswordStep
              message={state.message}
              busy={wizard.busy}
              onSubmit={wizard.withPassword}
              onCancel={wizard.restart}
            />
          ) : null}
          {state.step === 'mapping' ? (
            <MappingStep
              message={state.message}
              headers={state.headers}
              busy={wizard.busy}
              onSubmit={wizard.withMapping}
              onCancel={wizard.restart}
            />
          ) : null}
          {state.step === 'preview' ? (
            <PreviewStep
              preview={state.preview}
              currency={currency}
              busy={wizard.busy}
              onImport={() => void wizard.confirm()}
              onCancel={wizard.restart}
            />
          ) : null}
          {state.step === 'done' ? <DoneStep statement={state.statement} onAnother={wizard.restart} /> : null}
        </div>
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        title="Import a statement"
        description="Read all or nothing, previewed before anything is stored; lines imported before are skipped."
      />
      <BankingNav />
      {body}
    </>
  );
}
