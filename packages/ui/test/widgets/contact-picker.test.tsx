import { contactKeys } from '@daftari/api-client';
import { advance, click, fakeTimers, mockApi, page, renderPage, type } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ContactPicker, type PickableContact } from '../../src/widgets/index.ts';
import { amina, brian, contact, lakeside } from './fixtures.ts';

const everyone = [amina, brian, lakeside];

function api() {
  return mockApi({
    'GET /contacts': ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const found = everyone.filter((one) =>
        [one.full_name, one.company_name, one.email].some((text) => text?.toLowerCase().includes(search)),
      );
      return { body: page(found, { per_page: 100 }) };
    },
    'GET /contacts/:id': ({ path }) => {
      const id = Number(path.split('/').at(-1));
      return { body: { data: contact(id, { full_name: `Named ${id}` }) } };
    },
  });
}

function Picker({ initial = null, known }: { initial?: number | null; known?: PickableContact[] }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <ContactPicker value={value} onChange={setValue} known={known} aria-label="Contact" clearable />
      <output data-testid="chosen">{String(value)}</output>
    </>
  );
}

const render = (element: React.ReactElement) => renderPage(element, { route: '/', path: '/' });
const trigger = () => screen.getByRole('button', { name: 'Contact' });
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((option) => option.querySelector('[data-part="item-text"]')?.textContent);

describe('ContactPicker', () => {
  it('asks the server once typing pauses, narrows on screen meanwhile, and answers the id picked', async () => {
    fakeTimers();
    const { of } = api();
    render(<Picker />);
    await click(trigger());
    await waitFor(() => expect(optionNames()).toEqual(['Amina Otieno', 'Brian Kamau', 'Lakeside Ltd']));
    const first = of('GET', '/contacts')[0]!.query;
    expect([first.get('page'), first.get('per_page'), first.has('search')]).toEqual(['1', '100', false]);

    await type(screen.getByPlaceholderText('Search contacts...'), 'kamau');
    expect(optionNames()).toEqual(['Brian Kamau']);
    expect(of('GET', '/contacts')).toHaveLength(1);
    await advance(300);
    await waitFor(() => expect(of('GET', '/contacts').at(-1)!.query.get('search')).toBe('kamau'));

    await click(screen.getByRole('option', { name: /Brian Kamau/ }));
    expect(screen.getByTestId('chosen').textContent).toBe('2');
    expect(trigger().textContent).toContain('Brian Kamau');
  });

  it('labels a company by its name, with the e-mail or company the label does not already say', async () => {
    api();
    render(<Picker />);
    await click(trigger());
    const option = await screen.findByRole('option', { name: /Amina Otieno/ });
    expect(option.textContent).toContain('Savannah Traders');
    expect(screen.getByRole('option', { name: /Brian Kamau/ }).textContent).toContain('brian@kamau.dev');
    expect(screen.getByRole('option', { name: /Lakeside Ltd/ }).textContent).toContain(
      'person3@example.co.ke',
    );
  });

  it('keeps a choice no search brings labelled: from `known`, else read by its id', async () => {
    const { of } = api();
    const { unmount } = render(<Picker initial={40} known={[contact(40, { full_name: 'Zawadi Njeri' })]} />);
    await waitFor(() => expect(trigger().textContent).toContain('Zawadi Njeri'));
    expect(of('GET', '/contacts/40')).toHaveLength(0);
    unmount();

    render(<Picker initial={41} />);
    await waitFor(() => expect(trigger().textContent).toContain('Named 41'));
    expect(of('GET', '/contacts/41')).toHaveLength(1);
  });

  it('clears to null', async () => {
    api();
    render(<Picker initial={1} />);
    await waitFor(() => expect(trigger().textContent).toContain('Amina Otieno'));
    await click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByTestId('chosen').textContent).toBe('null');
  });

  it('caches its answers among the contact lists, which any area refreshes after a change', async () => {
    const { of } = api();
    const { queryClient } = render(
      <>
        <Picker />
        <Picker />
      </>,
    );
    await waitFor(() => expect(queryClient.getQueryData(contactKeys.options(''))).toBeDefined());
    expect(of('GET', '/contacts')).toHaveLength(1);
    await queryClient.invalidateQueries({ queryKey: contactKeys.lists() });
    expect(of('GET', '/contacts')).toHaveLength(2);
  });
});
