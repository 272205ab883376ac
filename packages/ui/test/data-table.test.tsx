import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  DataTable,
  type DataTableColumn,
  headerCheckState,
  toggleAllOnPage,
  toggleRow,
} from '../src/index.ts';
import { click } from './utils.ts';

interface Contact {
  email: string;
  name: string;
}

const contacts: Contact[] = [
  { email: 'amina@example.com', name: 'Amina Otieno' },
  { email: 'brian@example.com', name: 'Brian Kamau' },
  { email: 'chloe@example.com', name: 'Chloe Wanjiru' },
];

const columns: DataTableColumn<Contact>[] = [
  { id: 'name', header: 'Name', cell: (c) => c.name },
  { id: 'email', header: 'Email', cell: (c) => c.email },
];

function Harness({
  rows = contacts,
  initial = [],
  onRowClick,
  loading,
}: {
  rows?: Contact[];
  initial?: string[];
  onRowClick?: (c: Contact) => void;
  loading?: boolean;
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set(initial));
  return (
    <>
      <DataTable
        columns={columns}
        rows={rows}
        getRowId={(c) => c.email}
        getRowLabel={(c) => `Select ${c.name}`}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
        onRowClick={onRowClick}
        loading={loading}
        emptyText="No contacts found."
      />
      <output data-testid="selected">{[...selected].sort().join(',')}</output>
    </>
  );
}

const headerBox = () => screen.getByRole('checkbox', { name: 'Select all rows on this page' });
const rowBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` });
const stateOf = (input: HTMLElement) => input.closest('[data-part="root"]')?.getAttribute('data-state');
const selectedText = () => screen.getByTestId('selected').textContent;

describe('headerCheckState / toggleAllOnPage / toggleRow', () => {
  const page = ['a', 'b', 'c'];

  it('is unchecked with nothing on the page selected (even if other pages have selections)', () => {
    expect(headerCheckState(new Set(), page)).toBe(false);
    expect(headerCheckState(new Set(['x', 'y']), page)).toBe(false);
  });

  it('is indeterminate with some, checked with all rows of the page selected', () => {
    expect(headerCheckState(new Set(['a']), page)).toBe('indeterminate');
    expect(headerCheckState(new Set(['a', 'b', 'c']), page)).toBe(true);
    expect(headerCheckState(new Set(['a', 'b', 'c', 'x']), page)).toBe(true);
  });

  it('is unchecked for an empty page', () => {
    expect(headerCheckState(new Set(['a']), [])).toBe(false);
  });

  it('selects the whole page unless all of it is selected, keeping other pages', () => {
    expect([...toggleAllOnPage(new Set(['x']), page)].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...toggleAllOnPage(new Set(['a', 'x']), page)].sort()).toEqual(['a', 'b', 'c', 'x']);
    expect([...toggleAllOnPage(new Set(['a', 'b', 'c', 'x']), page)]).toEqual(['x']);
  });

  it('never mutates its input', () => {
    const before = new Set(['a']);
    toggleAllOnPage(before, page);
    toggleRow(before, 'b', true);
    toggleRow(before, 'a', false);
    expect([...before]).toEqual(['a']);
  });
});

describe('DataTable', () => {
  it('renders headers and cells', () => {
    render(<Harness />);
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Brian Kamau' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(4);
  });

  it('header checkbox selects every row on the page, then clears them', async () => {
    render(<Harness />);
    expect(stateOf(headerBox())).toBe('unchecked');

    await click(headerBox());
    expect(selectedText()).toBe('amina@example.com,brian@example.com,chloe@example.com');
    expect(stateOf(headerBox())).toBe('checked');
    for (const c of contacts) expect(stateOf(rowBox(c.name))).toBe('checked');

    await click(headerBox());
    expect(selectedText()).toBe('');
    expect(stateOf(headerBox())).toBe('unchecked');
  });

  it('header checkbox is indeterminate when some rows are selected, and a click then selects all', async () => {
    render(<Harness />);
    await click(rowBox('Brian Kamau'));
    expect(selectedText()).toBe('brian@example.com');
    expect(stateOf(headerBox())).toBe('indeterminate');
    expect(
      screen.getByRole('cell', { name: 'Brian Kamau' }).closest('tr')?.getAttribute('aria-selected'),
    ).toBe('true');

    await click(headerBox());
    expect(selectedText()).toBe('amina@example.com,brian@example.com,chloe@example.com');
    expect(stateOf(headerBox())).toBe('checked');
  });

  it('header becomes checked once the last row is selected by hand, indeterminate when one is cleared', async () => {
    render(<Harness initial={['amina@example.com', 'brian@example.com']} />);
    expect(stateOf(headerBox())).toBe('indeterminate');
    await click(rowBox('Chloe Wanjiru'));
    expect(stateOf(headerBox())).toBe('checked');
    await click(rowBox('Amina Otieno'));
    expect(stateOf(headerBox())).toBe('indeterminate');
    expect(selectedText()).toBe('brian@example.com,chloe@example.com');
  });

  it('keeps selections from other pages when toggling the page', async () => {
    render(<Harness initial={['zed@elsewhere.com']} />);
    expect(stateOf(headerBox())).toBe('unchecked');
    await click(headerBox());
    expect(selectedText()).toBe('amina@example.com,brian@example.com,chloe@example.com,zed@elsewhere.com');
    await click(headerBox());
    expect(selectedText()).toBe('zed@elsewhere.com');
  });

  it('row clicks call onRowClick, checkbox clicks do not', async () => {
    const onRowClick = vi.fn();
    render(<Harness onRowClick={onRowClick} />);
    await click(screen.getByRole('cell', { name: 'Chloe Wanjiru' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(onRowClick.mock.calls[0]?.[0]).toEqual(contacts[2]);

    await click(rowBox('Amina Otieno'));
    expect(onRowClick).toHaveBeenCalledTimes(1);
    expect(selectedText()).toBe('amina@example.com');
  });

  it('clickable rows open with Enter', () => {
    const onRowClick = vi.fn();
    render(<Harness onRowClick={onRowClick} />);
    const row = screen.getByRole('cell', { name: 'Amina Otieno' }).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(onRowClick).toHaveBeenCalledWith(contacts[0], expect.anything());
  });

  it('shows 5 skeleton rows while loading, with the header checkbox disabled', () => {
    const { container } = render(<Harness loading />);
    expect(container.querySelectorAll('tbody tr[data-skeleton]')).toHaveLength(5);
    expect(screen.queryByText('Amina Otieno')).toBeNull();
    expect((headerBox() as HTMLInputElement).disabled).toBe(true);
    expect(container.querySelector('table')?.getAttribute('aria-busy')).toBe('true');
  });

  it('shows loadingText instead of skeletons when given', () => {
    const { container } = render(
      <DataTable columns={columns} rows={[]} getRowId={(c) => c.email} loading loadingText="Loading..." />,
    );
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
  });

  it('shows the empty text across all columns when there are no rows', () => {
    render(<Harness rows={[]} />);
    const cell = screen.getByRole('cell', { name: 'No contacts found.' });
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(stateOf(headerBox())).toBe('unchecked');
    expect((headerBox() as HTMLInputElement).disabled).toBe(true);
  });

  it('has no selection column without selection props', () => {
    render(<DataTable columns={columns} rows={contacts} getRowId={(c) => c.email} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(within(screen.getAllByRole('row')[1]!).getAllByRole('cell')).toHaveLength(2);
  });
});
