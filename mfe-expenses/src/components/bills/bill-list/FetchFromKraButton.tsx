import { currentUserQuery, messageOf } from '@daftari/api-client';
import { Button, toast, toastError } from '@daftari/ui';
import { useQuery } from '@tanstack/react-query';
import { usePullKraPurchases } from '../../../api/bills.ts';

/** "Fetch from KRA": the invoices suppliers issued to the business's KRA PIN, as drafts; only once eTIMS is set up. */
export function FetchFromKraButton() {
  const user = useQuery(currentUserQuery);
  const pull = usePullKraPurchases();
  const etims = user.data?.account.etims;
  if (!etims?.enabled || !etims.initialized_at) return null;
  const fetchNow = () =>
    pull.mutate(undefined, {
      onSuccess: ({ imported }) =>
        toast.success(
          imported === 0
            ? 'Nothing new from KRA'
            : `${imported} ${imported === 1 ? 'bill' : 'bills'} fetched from KRA`,
          imported === 0
            ? undefined
            : { description: 'They wait as drafts: check them, then save them as open.' },
        ),
      onError: (error) => toastError('Failed to fetch from KRA', messageOf(error, '')),
    });
  return (
    <Button variant="ghost" onClick={fetchNow} loading={pull.isPending}>
      Fetch from KRA
    </Button>
  );
}
