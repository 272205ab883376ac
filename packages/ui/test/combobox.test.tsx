import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxItem, filterComboboxItems } from '../src/index.ts';
import { click } from './utils.ts';

const contacts: ComboboxItem[] = [
  { value: 'c1', label: 'Amina Otieno', keywords: ['Savannah Traders', 'amina@savannah.co.ke'] },
  { value: 'c2', label: 'Brian Kamau', description: 'brian@kamau.dev' },
  { value: 'c3', label: 'Chloé Wanjiru', keywords: ['Lakeside Ltd'] },
  { value: 'c4', label: 'Daniel Mwangi' },
];

function Harness({ onChange }: { onChange?: (value: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Combobox
      items={contacts}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      placeholder="Filter by contact..."
      inputPlaceholder="Search contacts..."
      emptyText="No contact found."
      clearable
      clearLabel="Clear filter"
      aria-label="Contact"
    />
  );
}

async function type(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

const trigger = () => screen.getByRole('button', { name: 'Contact' });
const search = () => screen.getByPlaceholderText('Search contacts...');
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.querySelector('[data-part="item-text"]')?.textContent);

describe('filterComboboxItems', () => {
  it('matches label, description and keywords, ignoring case and accents', () => {
    expect(filterComboboxItems(contacts, 'ami').map((i) => i.value)).toEqual(['c1']);
    expect(filterComboboxItems(contacts, 'KAMAU.DEV').map((i) => i.value)).toEqual(['c2']);
    expect(filterComboboxItems(contacts, 'lakeside').map((i) => i.value)).toEqual(['c3']);
    expect(filterComboboxItems(contacts, 'chloe').map((i) => i.value)).toEqual(['c3']);
    expect(filterComboboxItems(contacts, 'mw').map((i) => i.value)).toEqual(['c4']);
    expect(filterComboboxItems(contacts, ' AN ').map((i) => i.value)).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('returns everything for a blank query and nothing for no match', () => {
    expect(filterComboboxItems(contacts, '   ')).toHaveLength(4);
    expect(filterComboboxItems(contacts, 'zzz')).toEqual([]);
  });
});

describe('Combobox', () => {
  it('shows the placeholder until something is chosen', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('Filter by contact...');
  });

  it('opens on the trigger with every item and a search box', async () => {
    render(<Harness />);
    await click(trigger());
    expect(search()).toBeTruthy();
    expect(optionNames()).toEqual(['Amina Otieno', 'Brian Kamau', 'Chloé Wanjiru', 'Daniel Mwangi']);
  });

  it('filters as you type', async () => {
    render(<Harness />);
    await click(trigger());
    await type(search(), 'wa');
    expect(optionNames()).toEqual(['Chloé Wanjiru', 'Daniel Mwangi']);
    await type(search(), 'savannah');
    expect(optionNames()).toEqual(['Amina Otieno']);
    expect(screen.queryByText('No contact found.')).toBeNull();
  });

  it('shows the empty text when nothing matches', async () => {
    render(<Harness />);
    await click(trigger());
    await type(search(), 'zzz');
    expect(optionNames()).toEqual([]);
    expect(screen.getByText('No contact found.')).toBeTruthy();
    await type(search(), '');
    expect(optionNames()).toHaveLength(4);
    expect(screen.queryByText('No contact found.')).toBeNull();
  });

  it('selects an item, shows its label and can be cleared', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await click(trigger());
    await type(search(), 'brian');
    await click(within(screen.getByRole('listbox')).getByRole('option', { name: /Brian Kamau/ }));
    expect(onChange).toHaveBeenLastCalledWith('c2');
    expect(trigger().textContent).toContain('Brian Kamau');

    await click(screen.getByRole('button', { name: 'Clear filter' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(trigger().textContent).toContain('Filter by contact...');
    expect(screen.queryByRole('button', { name: 'Clear filter' })).toBeNull();
  });
});
