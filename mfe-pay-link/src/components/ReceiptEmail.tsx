import { css, cx } from '@daftari/ui/styled-system/css';
import { input } from '@daftari/ui/styled-system/recipes';
import { useId } from 'react';

const field = css({ display: 'flex', flexDirection: 'column', gap: '1.5' });
const label = css({ textStyle: 'label', color: 'fg' });
const hint = css({ textStyle: 'caption', color: 'fg.subtle' });

/** Where the customer wants the receipt of this payment (optional), for either way of paying. */
export function ReceiptEmail({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={label}>
        Email for your receipt (optional)
      </label>
      <input
        id={id}
        className={cx(input())}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={hint}>
        We e-mail the receipt here once your payment is received.
      </p>
    </div>
  );
}
