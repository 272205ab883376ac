import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { ArrowLeftIcon, Button, MissingRecord, WalletIcon } from '@daftari/ui';

/** An unknown or malformed expense address, and any other path under the area it does not know. */
export function ExpenseNotFound() {
  return (
    <MissingRecord
      icon={<WalletIcon size={22} />}
      title="Expense Not Found"
      description="The requested expense could not be found."
      action={
        <Button asChild variant="outline">
          <Link to={areaPath('expenses')}>
            <ArrowLeftIcon size={14} />
            Expenses
          </Link>
        </Button>
      }
    />
  );
}
