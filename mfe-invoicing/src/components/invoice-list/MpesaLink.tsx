import { Link } from '@daftari/router';
import { Badge, Button, WalletIcon } from '@daftari/ui';
import { useUnmatchedMpesaPayments } from '../../api/mpesa.ts';
import { MPESA_PATH } from '../../lib/mpesa.ts';

/** The header's way to the M-Pesa queue; it counts the paybill payments waiting there for an invoice. */
export function MpesaLink() {
  const waiting =
    useUnmatchedMpesaPayments({ status: 'open', page: 1, per_page: 1 }).data?.meta.total_count ?? 0;
  return (
    <Button asChild variant="ghost">
      <Link to={MPESA_PATH}>
        <WalletIcon />
        M-Pesa
        {waiting > 0 ? (
          <Badge tone="amber" dot={false}>
            {waiting} to assign
          </Badge>
        ) : null}
      </Link>
    </Button>
  );
}
