import { Button, EmptyState, PageHeader } from '@daftari/ui';
import { Link } from 'react-router';

export function ExpenseIndexPage() {
  return (
    <>
      <PageHeader
        title="Expenses"
        actions={
          <Link to="/expenses/create">
            <Button>Create New Expense</Button>
          </Link>
        }
      />
      <EmptyState
        title="No expenses yet"
        description="Snap a receipt and Daftari reads the merchant, date and total."
      />
    </>
  );
}
