import { isNotFound, messageOf } from '@daftari/api-client';
import { areaPath } from '@daftari/contracts';
import { useParams } from '@daftari/router';
import { BackLink, LoadError, PageHeader, Skeleton } from '@daftari/ui';
import { DocumentHistory } from '@daftari/ui/widgets';
import { useExpense } from '../api/expenses.ts';
import { ExpenseNotFound } from '../components/ExpenseNotFound.tsx';
import { ExpenseForm } from '../components/expense-form/ExpenseForm.tsx';
import { layout } from '../components/expense-form/styles.ts';

const editHeader = (
  <PageHeader eyebrow={<BackLink to={areaPath('expenses')}>Expenses</BackLink>} title="Edit Expense" />
);

/** /expenses/create and /expenses/{expenseId}/edit. */
export function ExpenseFormPage() {
  const { expenseId } = useParams();
  const id = expenseId === undefined ? undefined : Number(expenseId);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const expense = useExpense(validId ? id : undefined);

  if (id === undefined) return <ExpenseForm />;
  if (!validId || (expense.isError && isNotFound(expense.error))) return <ExpenseNotFound />;
  if (expense.isError) {
    return (
      <div className={layout}>
        {editHeader}
        <LoadError
          message={messageOf(expense.error, 'Failed to load expense')}
          onRetry={() => expense.refetch()}
        />
      </div>
    );
  }
  if (!expense.data) {
    return (
      <div className={layout} aria-busy="true">
        {editHeader}
        <Skeleton height={160} />
        <Skeleton height={320} />
      </div>
    );
  }
  return (
    <div className={layout}>
      <ExpenseForm key={expense.data.id} expense={expense.data} />
      <DocumentHistory documents="expenses" id={String(expense.data.id)} />
    </div>
  );
}
