import type { Statement } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { Button, CheckCircleIcon, EmptyState, LinkButton } from '@daftari/ui';
import { bankingPaths } from '../../lib/paths.ts';

/** The statement is in: how many lines it added, and the way to the inbox to match them. */
export function DoneStep({ statement, onAnother }: { statement: Statement; onAnother: () => void }) {
  return (
    <EmptyState
      icon={<CheckCircleIcon size={22} />}
      title={`${statement.filename} imported`}
      description={`${pluralize(statement.lines_new, 'new line')} added, ${statement.lines_duplicate} already imported.`}
    >
      <LinkButton to={bankingPaths.inbox(statement.ledger_account_id)}>Match the lines</LinkButton>
      <Button variant="outline" onClick={onAnother}>
        Import another file
      </Button>
    </EmptyState>
  );
}
