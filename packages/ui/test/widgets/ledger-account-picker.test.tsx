import { ledgerAccountKeys } from '@daftari/api-client';
import { click, mockApi, renderPage, type } from '@daftari/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LedgerAccountPicker } from '../../src/widgets/index.ts';
import { account, chart } from './fixtures.ts';

function Picker({ types }: { types?: readonly ('expense' | 'asset' | 'income')[] }) {
  const [value, setValue] = useState('');
  return (
    <>
      <LedgerAccountPicker value={value} onChange={setValue} types={types} aria-label="Account" />
      <output data-testid="chosen">{value}</output>
    </>
  );
}

const render = (element: React.ReactElement) => renderPage(element, { route: '/', path: '/' });
const trigger = () => screen.getByRole('button', { name: 'Account' });
const names = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('LedgerAccountPicker', () => {
  it('offers the accounts of its types by name, searched by name only, and answers the id as text', async () => {
    mockApi({ 'GET /ledger_accounts': () => ({ body: { data: chart } }) });
    render(<Picker />);
    await waitFor(() => expect(trigger().textContent).toContain('Select an account...'));
    await click(trigger());
    expect(names()).toEqual(['Fuel', 'Office Supplies']);
    await type(screen.getByPlaceholderText('Search accounts...'), '6100');
    expect(names()).toEqual([]);
    expect(screen.getByText('No account found.')).toBeTruthy();
    await type(screen.getByPlaceholderText('Search accounts...'), 'off');
    await click(screen.getByRole('option', { name: 'Office Supplies' }));
    expect(screen.getByTestId('chosen').textContent).toBe('15');
  });

  it('takes other types when told', async () => {
    mockApi({ 'GET /ledger_accounts': () => ({ body: { data: chart } }) });
    render(<Picker types={['asset', 'income']} />);
    await waitFor(() => expect(trigger().textContent).toContain('Select an account...'));
    await click(trigger());
    expect(names()).toEqual(['Cash', 'Sales']);
  });

  it('reads the one shared copy of the chart, which a change of the chart anywhere refreshes', async () => {
    let answer = chart;
    const { of } = mockApi({ 'GET /ledger_accounts': () => ({ body: { data: answer } }) });
    const { queryClient } = render(
      <>
        <Picker />
        <Picker />
      </>,
    );
    await waitFor(() => expect(queryClient.getQueryData(ledgerAccountKeys.list({}))).toEqual(chart));
    expect(of('GET', '/ledger_accounts')).toHaveLength(1);
    expect(of('GET', '/ledger_accounts')[0]!.query.toString()).toBe('');

    // What the chart of accounts invalidates after it adds, renames or archives an account.
    answer = [...chart, account(16, '6300', 'Transport', 'expense')];
    await queryClient.invalidateQueries({ queryKey: ledgerAccountKeys.all });
    await click(screen.getAllByRole('button', { name: 'Account' })[0]!);
    expect(names()).toEqual(['Fuel', 'Office Supplies', 'Transport']);
    expect(of('GET', '/ledger_accounts')).toHaveLength(2);
  });
});
