import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EmailAddressDialog } from '../src/index.ts';
import { click, settle } from './utils.ts';

function Harness({ onSend, pending = false }: { onSend: (address: string) => void; pending?: boolean }) {
  const [email, setEmail] = useState('');
  return (
    <EmailAddressDialog
      open
      onOpenChange={() => {}}
      title="Send by Email"
      description="Email your customer a link."
      submitLabel="Send Invoice"
      email={email}
      onEmailChange={setEmail}
      pending={pending}
      onSend={onSend}
    >
      <p>Sending a draft marks it as sent.</p>
    </EmailAddressDialog>
  );
}

describe('EmailAddressDialog', () => {
  it('asks for an address, clears the message as the owner types, and sends the trimmed address', async () => {
    const onSend = vi.fn();
    render(<Harness onSend={onSend} />);
    await settle();
    expect(screen.getByText('Sending a draft marks it as sent.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(screen.getByText('Please enter an email address')).toBeTruthy();
    expect(onSend).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '  zoe@example.com ' } });
    expect(screen.queryByText('Please enter an email address')).toBeNull();
    await click(screen.getByRole('button', { name: 'Send Invoice' }));
    expect(onSend).toHaveBeenCalledWith('zoe@example.com');
  });

  it('keeps Cancel disabled while the send runs', async () => {
    render(<Harness onSend={() => {}} pending />);
    await settle();
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
