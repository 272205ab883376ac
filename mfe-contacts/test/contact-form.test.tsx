import { click, location } from '@daftari/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contact, fakeApi } from './backend.ts';
import { renderContacts } from './render.tsx';

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = (name: string) => click(screen.getByRole('button', { name }));
const bodiesOf = (api: ReturnType<typeof fakeApi>, method: string, path: string) =>
  api.of(method, path).map((call) => call.body);

describe('New contact', () => {
  it('validates with the contract: a name, company or email is needed; the email must be valid', async () => {
    const api = fakeApi({ hasContacts: false });
    renderContacts('/contacts/create');
    await screen.findByRole('heading', { level: 1, name: 'New contact' });
    await submit('Create Contact');
    expect(await screen.findByText('Enter a first name, last name, company name or email')).toBeTruthy();
    expect(field('First name').getAttribute('aria-invalid')).toBe('true');

    type('Email', 'not-an-email');
    await submit('Create Contact');
    expect(await screen.findByText('Email is not a valid email address')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends {contact: ...} with blanks as null, toasts, and opens the new contact', async () => {
    const api = fakeApi({ hasContacts: false });
    api.handlers['POST /contacts'] = (call) => {
      const { contact: input } = call.body as { contact: Record<string, unknown> };
      const created = contact(42, {
        full_name: 'Amina Otieno',
        first_name: 'Amina',
        last_name: 'Otieno',
        email: input.email as string,
        company_name: null,
        phone: null,
      });
      api.contacts.push(created);
      api.hasContacts = true;
      return { status: 201, body: { data: created } };
    };
    renderContacts('/contacts');
    await click(await screen.findByRole('button', { name: 'Create your first contact' }));
    await screen.findByRole('heading', { level: 1, name: 'New contact' });
    type('First name', '  Amina ');
    type('Last name', 'Otieno');
    type('Email', 'Amina@Otieno.CO.KE');
    type('City', 'Nairobi');
    await submit('Create Contact');

    expect(await screen.findByText('Contact created successfully')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/contacts/42'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Otieno' })).toBeTruthy();
    const [body] = bodiesOf(api, 'POST', '/contacts');
    expect(body).toEqual({
      contact: {
        first_name: 'Amina',
        last_name: 'Otieno',
        company_name: null,
        email: 'amina@otieno.co.ke',
        phone: null,
        kra_pin: null,
        currency: null,
        billing_address: { street: null, city: 'Nairobi', state: null, postal_code: null, country: null },
      },
    });
    // has_contacts changed: the current user was refreshed, so the list replaces the empty state.
    await click(screen.getByRole('link', { name: 'Contacts' }));
    expect(await screen.findByRole('link', { name: 'Amina Otieno' })).toBeTruthy();
    expect(screen.queryByText('All your customers and suppliers at a glance')).toBeNull();
  });

  it("shows 'Failed to create contact' with the server's message, and its details under the fields", async () => {
    const api = fakeApi({ hasContacts: false });
    api.handlers['POST /contacts'] = () => ({
      status: 422,
      body: {
        error: 'Email has already been taken',
        details: {
          email: ['Email has already been taken'],
          'billing_address.city': ['City is too long'],
        },
      },
    });
    renderContacts('/contacts/create');
    await screen.findByRole('heading', { level: 1, name: 'New contact' });
    type('Email', 'amina@otieno.co.ke');
    await submit('Create Contact');
    expect(await screen.findByText('Failed to create contact')).toBeTruthy();
    // Toast description and the field error.
    await waitFor(() => expect(screen.getAllByText('Email has already been taken')).toHaveLength(2));
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('City is too long')).toBeTruthy();
    expect(location()).toBe('/contacts/create');
  });

  it('takes a KRA PIN by the API’s own rule: refused with its message, sent upper-cased', async () => {
    const api = fakeApi({ hasContacts: false });
    api.handlers['POST /contacts'] = () => ({ status: 201, body: { data: contact(43) } });
    renderContacts('/contacts/create');
    await screen.findByRole('heading', { level: 1, name: 'New contact' });
    expect(
      screen.getByText(/Sent to KRA eTIMS with their invoices and listed in your VAT return/),
    ).toBeTruthy();
    type('Company', 'Baraka Ltd');
    type('KRA PIN', 'P05123456');
    await submit('Create Contact');
    expect(
      await screen.findByText('KRA PIN must be a letter, nine digits and a letter, e.g. P051234567X'),
    ).toBeTruthy();
    expect(field('KRA PIN').getAttribute('aria-invalid')).toBe('true');
    expect(api.of('POST', '/contacts')).toHaveLength(0);

    type('KRA PIN', ' p051234567x ');
    await submit('Create Contact');
    await waitFor(() => expect(api.of('POST', '/contacts')).toHaveLength(1));
    const [body] = bodiesOf(api, 'POST', '/contacts') as { contact: Record<string, unknown> }[];
    expect(body!.contact).toMatchObject({ company_name: 'Baraka Ltd', kra_pin: 'P051234567X' });
  });

  it('Cancel goes back to the list', async () => {
    fakeApi({ hasContacts: false });
    renderContacts('/contacts/create');
    await click(await screen.findByRole('link', { name: 'Cancel' }));
    expect(location()).toBe('/contacts');
  });
});

describe('Edit contact', () => {
  const amina = contact(7, {
    full_name: 'Amina Otieno',
    first_name: 'Amina',
    last_name: 'Otieno',
    email: 'amina@otieno.co.ke',
    company_name: 'Otieno Hardware',
    phone: null,
  });

  it('starts from the stored contact and sends the whole contact with PUT', async () => {
    const api = fakeApi({ contacts: [amina] });
    api.handlers['PUT /contacts/7'] = () => {
      const updated = { ...amina, company_name: 'Otieno & Sons' };
      api.contacts[0] = updated;
      return { status: 200, body: { data: updated } };
    };
    renderContacts('/contacts/7/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit contact' });
    await waitFor(() => expect(field('Company').value).toBe('Otieno Hardware'));
    expect(field('First name').value).toBe('Amina');
    expect(field('Street').value).toBe('7 Moi Avenue');
    expect(field('Phone').value).toBe('');

    type('Company', 'Otieno & Sons');
    type('Phone', '');
    await submit('Save Changes');
    expect(await screen.findByText('Contact updated successfully')).toBeTruthy();
    await waitFor(() => expect(location()).toBe('/contacts/7'));
    const [body] = bodiesOf(api, 'PUT', '/contacts/7') as { contact: Record<string, unknown> }[];
    expect(body!.contact).toMatchObject({
      first_name: 'Amina',
      company_name: 'Otieno & Sons',
      email: 'amina@otieno.co.ke',
      phone: null,
      billing_address: {
        street: '7 Moi Avenue',
        city: 'Nairobi',
        state: null,
        postal_code: '00100',
        country: 'Kenya',
      },
    });
    expect(await screen.findByText('Otieno & Sons')).toBeTruthy();
  });

  it('shows the stored KRA PIN, and a cleared one is sent as null', async () => {
    const api = fakeApi({ contacts: [{ ...amina, kra_pin: 'A009876543Z' }] });
    api.handlers['PUT /contacts/7'] = () => ({ status: 200, body: { data: { ...amina, kra_pin: null } } });
    renderContacts('/contacts/7/edit');
    await waitFor(() => expect(field('KRA PIN').value).toBe('A009876543Z'));
    type('KRA PIN', '');
    await submit('Save Changes');
    await waitFor(() => expect(api.of('PUT', '/contacts/7')).toHaveLength(1));
    const [body] = bodiesOf(api, 'PUT', '/contacts/7') as { contact: Record<string, unknown> }[];
    expect(body!.contact).toMatchObject({ first_name: 'Amina', kra_pin: null });
  });

  it("shows 'Failed to update contact' with the server's message", async () => {
    const api = fakeApi({ contacts: [amina] });
    api.handlers['PUT /contacts/7'] = () => ({
      status: 409,
      body: { error: 'Someone changed this contact' },
    });
    renderContacts('/contacts/7/edit');
    await waitFor(() => expect(field('Company').value).toBe('Otieno Hardware'));
    await submit('Save Changes');
    expect(await screen.findByText('Failed to update contact')).toBeTruthy();
    expect(await screen.findByText('Someone changed this contact')).toBeTruthy();
    expect(location()).toBe('/contacts/7/edit');
  });

  it("shows 'Contact not found' for an unknown id", async () => {
    fakeApi({ contacts: [amina] });
    renderContacts('/contacts/999/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact not found' })).toBeTruthy();
  });
});
