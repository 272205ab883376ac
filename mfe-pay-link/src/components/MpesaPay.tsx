import { css } from '@daftari/ui/styled-system/css';
import { useId, useState } from 'react';
import type { MpesaPayment } from '../api/use-mpesa-payment.ts';
import { MpesaForm } from './MpesaForm.tsx';
import { MpesaProgress } from './MpesaProgress.tsx';

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  pt: '5',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderColor: 'border.subtle',
});
const heading = css({ textStyle: 'heading.sm', color: 'fg' });
const direct = css({ textStyle: 'caption', color: 'fg.muted' });

export interface MpesaPayProps {
  /** The balance as the customer reads it ('KES 12,500.00'). */
  amount: string;
  payment: MpesaPayment;
  /** While a card payment is starting. */
  disabled: boolean;
  /** Set when the prompt goes straight to the business's own paybill or till (Daraja): its name. */
  directTo?: string | null;
}

/** Pay with M-Pesa: the phone number, then the prompt's progress until it settles. */
export function MpesaPay({
  amount,
  payment: { mpesa, charge, checkAgain, tryAgain },
  disabled,
  directTo = null,
}: MpesaPayProps) {
  const headingId = useId();
  const [phone, setPhone] = useState('');
  return (
    <section className={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={heading}>
        Pay with M-Pesa
      </h2>
      {directTo ? <p className={direct}>Paid straight to {directTo} through M-Pesa.</p> : null}
      {mpesa.state === 'idle' || mpesa.state === 'charging' || mpesa.state === 'refused' ? (
        <MpesaForm
          amount={amount}
          charging={mpesa.state === 'charging'}
          refusal={mpesa.state === 'refused' ? mpesa.message : null}
          disabled={disabled}
          phone={phone}
          onPhoneChange={setPhone}
          onCharge={charge}
        />
      ) : (
        <MpesaProgress mpesa={mpesa} onCheckAgain={checkAgain} onTryAgain={tryAgain} />
      )}
    </section>
  );
}
