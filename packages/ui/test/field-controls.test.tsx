import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Combobox, Field, Select } from '../src/index.ts';
import { settle } from './utils.ts';

describe('Select and Combobox inside Field', () => {
  it('the Select trigger is named by the field label and reflects invalid', async () => {
    render(
      <Field label="VAT" errorText="VAT is required.">
        <Select items={[{ label: 'Auto', value: 'auto' }]} value={null} onValueChange={() => {}} />
      </Field>,
    );
    await settle();
    const trigger = screen.getByRole('combobox', { name: 'VAT' });
    expect(trigger.getAttribute('data-invalid')).not.toBeNull();
  });

  it('the Combobox trigger is named by the field label', async () => {
    render(
      <Field label="Account">
        <Combobox items={[{ label: 'Travel', value: 't' }]} value={null} onValueChange={() => {}} />
      </Field>,
    );
    await settle();
    expect(screen.getByRole('button', { name: 'Account Select...' })).toBeTruthy();
  });
});

describe('Combobox naming', () => {
  it('uses its own label plus the current value', async () => {
    render(
      <Combobox
        label="Contact"
        items={[{ label: 'Brian Kamau', value: 'b' }]}
        value="b"
        onValueChange={() => {}}
      />,
    );
    await settle();
    expect(screen.getByRole('button', { name: 'Contact Brian Kamau' })).toBeTruthy();
  });
});
