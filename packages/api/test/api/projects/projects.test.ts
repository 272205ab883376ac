import { dataEnvelope, type Project, pagedEnvelope, projectSchema } from '@daftari/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { firstFreePrefix, prefixBase } from '../../../src/modules/projects/prefix.ts';
import { backend, signUp, testApp, testDatabase } from '../../support/helpers.ts';
import { invoiceClient, line } from '../../support/invoice-helpers.ts';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await testDatabase();
  app = await testApp(database);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const projectEnvelope = dataEnvelope(projectSchema);
const projectPage = pagedEnvelope(projectSchema);

/** Leaves contact_id out of a POST /projects body. */
const NO_CONTACT = Symbol('no contact');

/** A signed-up account with one contact, and the project and invoice requests of its owner. */
async function account(business = 'Wanjiru Traders') {
  const { token } = await signUp(app, { business_name: business });
  const client = invoiceClient(app, token);
  const contactId = await client.contact({ company_name: 'Savannah Traders', email: 'amina@savannah.co.ke' });
  const { inject, ok } = client;
  const projects = {
    create: (project: Record<string, unknown>, contact: unknown = contactId) =>
      inject('POST', '/projects', { project, ...(contact === NO_CONTACT ? {} : { contact_id: contact }) }),
    created: (project: Record<string, unknown>, contact: number = contactId) =>
      ok<Project>(
        inject('POST', '/projects', {
          project: { name: 'Website redesign', ...project },
          contact_id: contact,
        }),
        201,
      ),
    get: (id: number | string) => inject('GET', `/projects/${id}`),
    update: (id: number | string, body: Record<string, unknown>) => inject('PUT', `/projects/${id}`, body),
    list: (query = '') => inject('GET', `/projects${query}`),
  };
  return { token, client, contactId, projects };
}

/** An invoice of the project (or of none) with the given lines; answers the invoice after the lines. */
async function invoiceWith(
  client: ReturnType<typeof invoiceClient>,
  contactId: number,
  projectId: number | null,
  lines: Record<string, unknown>[] = [],
) {
  const invoice = await client.created({ contact_id: contactId, project_id: projectId });
  if (lines.length === 0) return invoice;
  return client.ok(client.addItems(invoice.id, lines));
}

const numbers = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}-${String(i + 1).padStart(4, '0')}`);

describe(`projects on ${backend}: create, get, answers`, () => {
  it('needs a bearer token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['GET', '/api/projects/1'],
      ['PUT', '/api/projects/1'],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ error: 'Not authenticated' });
    }
  });

  it('POST /projects answers 201 with the project in the contract shape, as the New Project screen sends it', async () => {
    const { projects, contactId } = await account();
    const response = await projects.create({
      name: '  Website redesign ',
      project_type: 'fixed_price',
      end_date: '2026-06-30',
      flat_rate: 120000,
      project_invoice_sequence: false,
    });
    expect(response.statusCode).toBe(201);
    const { data } = projectEnvelope.parse(response.json());
    expect(response.json().data).toEqual({
      id: expect.any(Number),
      name: 'Website redesign',
      project_type: 'fixed_price',
      end_date: '2026-06-30',
      flat_rate: 120000,
      hourly_rate: null,
      total_hours: null,
      project_invoice_sequence: false,
      invoice_prefix: null,
      contact_id: contactId,
      contact: {
        id: contactId,
        full_name: 'Achieng Otieno',
        company_name: 'Savannah Traders',
        email: 'amina@savannah.co.ke',
      },
      budget: 120000,
      invoiced_total: 0,
      description: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
    });
    const fetched = await projects.get(data.id);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(response.json());
  });

  it('defaults to a fixed price on the account sequence; keeps a description', async () => {
    const { projects } = await account();
    const project = await projects.created({ name: 'Retainer', description: '  Monthly support  ' });
    expect(project).toMatchObject({
      project_type: 'fixed_price',
      project_invoice_sequence: false,
      invoice_prefix: null,
      end_date: null,
      flat_rate: null,
      budget: null,
      description: 'Monthly support',
    });
  });

  it('computes the budget exactly: hourly rate × total hours to the cent, the flat rate, or null', async () => {
    const { projects } = await account();
    const hourly = await projects.created({
      project_type: 'hourly_rate',
      hourly_rate: 2000,
      total_hours: 12.5,
    });
    expect(hourly).toMatchObject({ hourly_rate: 2000, total_hours: 12.5, budget: 25000 });
    // 0.33 h × 0.5 = 0.165 → 0.17 (half away from zero; a float product would be 0.165000…01 or …99).
    expect(
      (await projects.created({ project_type: 'hourly_rate', hourly_rate: 0.5, total_hours: 0.33 })).budget,
    ).toBe(0.17);
    // 1.15 × 3 = 3.45 exactly (3.4499999999999997 in floats).
    expect(
      (await projects.created({ project_type: 'hourly_rate', hourly_rate: 1.15, total_hours: 3 })).budget,
    ).toBe(3.45);
    expect(
      (
        await projects.created({
          project_type: 'hourly_rate',
          hourly_rate: 999_999_999_999.99,
          total_hours: 2,
        })
      ).budget,
    ).toBe(1_999_999_999_999.98);
    // Without hours (the screen leaves a blank field out) there is no budget.
    const noHours = await projects.created({ project_type: 'hourly_rate', hourly_rate: 1800 });
    expect(noHours).toMatchObject({ hourly_rate: 1800, total_hours: null, budget: null });
    // Only the rates of the project's type count.
    const fixed = await projects.created({ flat_rate: 0, hourly_rate: 5000, total_hours: 10 });
    expect(fixed).toMatchObject({ project_type: 'fixed_price', flat_rate: 0, budget: 0 });
    const hourlyWithFlat = await projects.created({ project_type: 'hourly_rate', flat_rate: 999 });
    expect(hourlyWithFlat.budget).toBeNull();
  });
});

describe(`projects on ${backend}: validation`, () => {
  it('answers 422 with a clear message under each invalid field, and creates nothing', async () => {
    const { projects, contactId } = await account();
    const other = await account();
    const valid = { name: 'Website redesign', project_type: 'fixed_price' };
    const cases: [Record<string, unknown>, unknown, string, string][] = [
      [{ name: undefined }, contactId, 'name', 'Project name is required'],
      [{ name: '   ' }, contactId, 'name', 'Project name is required'],
      [{ name: null }, contactId, 'name', 'Project name is required'],
      [{ name: 'x'.repeat(201) }, contactId, 'name', 'Project name must be at most 200 characters'],
      [
        { project_type: 'daily' },
        contactId,
        'project_type',
        'Project type must be fixed_price or hourly_rate',
      ],
      [{ project_type: null }, contactId, 'project_type', 'Project type must be fixed_price or hourly_rate'],
      [{ flat_rate: -1 }, contactId, 'flat_rate', 'Flat rate must be at least 0'],
      [{ flat_rate: 10.005 }, contactId, 'flat_rate', 'Flat rate must have at most 2 decimals'],
      [{ flat_rate: 1e12 }, contactId, 'flat_rate', 'Flat rate must be at most 999999999999.99'],
      [{ hourly_rate: -0.01 }, contactId, 'hourly_rate', 'Hourly rate must be at least 0'],
      [{ total_hours: -1 }, contactId, 'total_hours', 'Total hours must be at least 0'],
      [{ total_hours: 1.125 }, contactId, 'total_hours', 'Total hours must have at most 2 decimals'],
      [{ total_hours: 10_000_001 }, contactId, 'total_hours', 'Total hours must be at most 10000000'],
      [{ end_date: '2026-02-30' }, contactId, 'end_date', 'End date is not a real date'],
      [{ end_date: '30/06/2026' }, contactId, 'end_date', 'End date must be a date like 2026-01-31'],
      [
        { project_invoice_sequence: null },
        contactId,
        'project_invoice_sequence',
        'Separate invoice numbering must be true or false',
      ],
      [
        { description: 'x'.repeat(2001) },
        contactId,
        'description',
        'Description must be at most 2000 characters',
      ],
      [{ name: 'Null \u0000 byte' }, contactId, 'name', 'Text must not contain NUL (\\u0000) characters'],
      [{}, NO_CONTACT, 'contact_id', 'Contact is required'],
      [{}, null, 'contact_id', 'Contact is required'],
      [{}, other.contactId, 'contact_id', 'Contact not found'],
      [{}, 2_000_000_000, 'contact_id', 'Contact not found'],
      [{}, 99_999_999_999, 'contact_id', 'Contact not found'],
    ];
    for (const [fields, contact, field, message] of cases) {
      const response = await projects.create({ ...valid, ...fields }, contact);
      const label = JSON.stringify({ fields, contact }).slice(0, 120);
      expect(response.statusCode, label).toBe(422);
      // The message first, under the field (a date in the wrong format is also "not a real date").
      expect(response.json(), label).toEqual({
        error: message,
        details: { [field]: [message, ...response.json().details[field].slice(1)] },
      });
    }
    // Every invalid field at once, each under its own name.
    const many = await projects.create(
      { name: '', project_type: 'weekly', flat_rate: -5, hourly_rate: -5, total_hours: -5 },
      NO_CONTACT,
    );
    expect(many.statusCode).toBe(422);
    expect(Object.keys(many.json().details).sort()).toEqual(
      ['contact_id', 'flat_rate', 'hourly_rate', 'name', 'project_type', 'total_hours'].sort(),
    );
    // Without the project object.
    const bare = await app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { authorization: `Bearer ${(await signUp(app)).token}` },
      payload: { contact_id: contactId },
    });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toEqual({
      error: 'Project details are required',
      details: { project: ['Project details are required'] },
    });
    // Wrong JSON types are 400, not 422.
    for (const [fields, contact] of [
      [{ flat_rate: '100' }, contactId],
      [{ name: 5 }, contactId],
      [{ project_invoice_sequence: 'yes' }, contactId],
      [{}, 'one'],
    ] as const) {
      const response = await projects.create({ ...valid, ...fields }, contact);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error).toBe('Invalid request body');
    }
    const { data, meta } = projectPage.parse((await projects.list()).json());
    expect(data).toEqual([]);
    expect(meta.total_count).toBe(0);
  });

  it('PUT changes only the fields given, clears with null, and validates like a create', async () => {
    const { projects, client, contactId } = await account();
    const project = await projects.created({
      name: 'Farm management app',
      project_type: 'hourly_rate',
      hourly_rate: 2500,
      total_hours: 40,
      end_date: '2026-09-30',
      project_invoice_sequence: true,
    });
    expect(project).toMatchObject({ budget: 100000, invoice_prefix: 'FMA' });

    // Only the name: the type, the rates and the sequence stay as they were.
    const renamed = await client.ok<Project>(projects.update(project.id, { project: { name: 'Farm app' } }));
    expect(renamed).toEqual({ ...project, name: 'Farm app' });

    const cleared = await client.ok<Project>(
      projects.update(project.id, { project: { end_date: null, total_hours: null, description: 'Phase 1' } }),
    );
    expect(cleared).toMatchObject({
      end_date: null,
      total_hours: null,
      budget: null,
      description: 'Phase 1',
    });

    // What the edit screen sends: every field, the other type's rates as null.
    const secondContact = await client.contact({ first_name: 'Zawadi', last_name: 'Njeri' });
    const fixed = await client.ok<Project>(
      projects.update(project.id, {
        contact_id: secondContact,
        project: {
          name: 'Farm app',
          project_type: 'fixed_price',
          end_date: '2026-12-31',
          flat_rate: 80000.5,
          hourly_rate: null,
          total_hours: null,
          project_invoice_sequence: true,
        },
      }),
    );
    expect(fixed).toMatchObject({
      contact_id: secondContact,
      contact: { id: secondContact, full_name: 'Zawadi Njeri' },
      project_type: 'fixed_price',
      flat_rate: 80000.5,
      hourly_rate: null,
      budget: 80000.5,
      end_date: '2026-12-31',
      invoice_prefix: 'FMA',
      description: 'Phase 1',
    });
    expect(await client.ok(projects.get(project.id))).toEqual(fixed);
    // Nothing to change: the project as it is.
    expect(await client.ok(projects.update(project.id, { project: {} }))).toEqual(fixed);

    const other = await account();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ project: { name: '' } }, 'name', 'Project name is required'],
      [{ project: { name: null } }, 'name', 'Project name is required'],
      [
        { project: { project_type: 'daily' } },
        'project_type',
        'Project type must be fixed_price or hourly_rate',
      ],
      [{ project: { flat_rate: -1 } }, 'flat_rate', 'Flat rate must be at least 0'],
      [{ project: { total_hours: -0.5 } }, 'total_hours', 'Total hours must be at least 0'],
      [{ project: { end_date: '2026-13-01' } }, 'end_date', 'End date is not a real date'],
      [
        { project: { project_invoice_sequence: null } },
        'project_invoice_sequence',
        'Separate invoice numbering must be true or false',
      ],
      [{ project: {}, contact_id: other.contactId }, 'contact_id', 'Contact not found'],
      [{ project: {}, contact_id: 99_999_999_999 }, 'contact_id', 'Contact not found'],
      [{ contact_id: contactId }, 'project', 'Project details are required'],
    ];
    for (const [body, field, message] of cases) {
      const response = await projects.update(project.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json(), JSON.stringify(body)).toEqual({
        error: message,
        details: { [field]: [message] },
      });
    }
    expect(await client.ok(projects.get(project.id))).toEqual(fixed);
  });
});

describe(`projects on ${backend}: the list`, () => {
  it('pages newest first with exact meta; 422 for invalid page values', async () => {
    const { projects, client } = await account();
    const names = Array.from({ length: 12 }, (_, i) => `Project ${String(i + 1).padStart(2, '0')}`);
    for (const name of names) await projects.created({ name, flat_rate: 1000 });

    const first = projectPage.parse((await projects.list()).json());
    expect(first.data.map((p) => p.name)).toEqual(names.slice(2).reverse());
    expect(first.meta).toEqual({ total_count: 12, current_page: 1, total_pages: 2, per_page: 10 });
    const second = projectPage.parse((await projects.list('?page=2')).json());
    expect(second.data.map((p) => p.name)).toEqual(['Project 02', 'Project 01']);
    expect(second.meta).toEqual({ total_count: 12, current_page: 2, total_pages: 2, per_page: 10 });
    const all = projectPage.parse((await projects.list('?per_page=25')).json());
    expect(all.data).toHaveLength(12);
    expect(all.meta).toEqual({ total_count: 12, current_page: 1, total_pages: 1, per_page: 25 });
    // A list row is the same project GET /projects/{id} answers.
    expect(all.data[0]).toEqual(await client.ok(projects.get(all.data[0]!.id)));
    const past = projectPage.parse((await projects.list('?page=3&per_page=10')).json());
    expect(past).toEqual({
      data: [],
      meta: { total_count: 12, current_page: 3, total_pages: 2, per_page: 10 },
    });

    for (const [query, field, message] of [
      ['?page=0', 'page', 'Page must be at least 1'],
      ['?page=x', 'page', 'Page must be a number'],
      ['?per_page=0', 'per_page', 'Per page must be between 1 and 100'],
      ['?per_page=101', 'per_page', 'Per page must be between 1 and 100'],
      ['?per_page=2.5', 'per_page', 'Per page must be a whole number'],
    ] as const) {
      const response = await projects.list(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json(), query).toEqual({ error: message, details: { [field]: [message] } });
    }
  });
});

describe(`projects on ${backend}: invoices`, () => {
  it('sums the stored totals of the project’s invoices into invoiced_total', async () => {
    const { projects, client, contactId } = await account();
    const project = await projects.created({ flat_rate: 100000 });
    const otherProject = await projects.created({ name: 'Branding' });
    await invoiceWith(client, contactId, project.id, [
      line({ quantity: 1, unit_price: 57.48, discount: 10, tax_rate: 21 }), // 62.59
      line({ quantity: 2.5, unit_price: 1000 }), // 2,500.00
    ]);
    await invoiceWith(client, contactId, project.id, [line({ quantity: 3, unit_price: 0.1 })]); // 0.30
    await invoiceWith(client, contactId, project.id); // a draft without lines: 0
    await invoiceWith(client, contactId, null, [line({ unit_price: 5000 })]);
    await invoiceWith(client, contactId, otherProject.id, [line({ unit_price: 700 })]);

    const fetched = await client.ok<Project>(projects.get(project.id));
    expect(fetched.invoiced_total).toBe(2562.89);
    expect(fetched.budget).toBe(100000);
    expect((await client.ok<Project>(projects.get(otherProject.id))).invoiced_total).toBe(700);
    const listed = projectPage.parse((await projects.list()).json());
    expect(listed.data.map((p) => [p.name, p.invoiced_total])).toEqual([
      ['Branding', 700],
      ['Website redesign', 2562.89],
    ]);

    // Payments do not change what was invoiced; a deleted draft no longer counts.
    const paid = await invoiceWith(client, contactId, project.id, [line({ unit_price: 100 })]);
    expect((await client.ok<Project>(projects.get(project.id))).invoiced_total).toBe(2662.89);
    await client.ok(client.pay(paid.id, { amount: 100, paid_on: '2026-01-11', method: 'cash' }), 201);
    expect((await client.ok<Project>(projects.get(project.id))).invoiced_total).toBe(2662.89);
    const draft = await invoiceWith(client, contactId, project.id, [line({ unit_price: 1 })]);
    expect((await client.remove(draft.id)).statusCode).toBe(204);
    expect((await client.ok<Project>(projects.get(project.id))).invoiced_total).toBe(2662.89);
  });

  it('answers project {id, name} on invoices: create, detail, list, and after a rename', async () => {
    const { projects, client, contactId } = await account();
    const project = await projects.created({ name: 'Website redesign' });
    const created = await client.created({ contact_id: contactId, project_id: project.id });
    expect(created).toMatchObject({
      project_id: project.id,
      project: { id: project.id, name: 'Website redesign' },
    });
    const plain = await client.created({ contact_id: contactId });
    expect(plain).toMatchObject({ project_id: null, project: null });
    expect(await client.ok(client.get(created.id))).toMatchObject({ project: { id: project.id } });

    await client.ok(projects.update(project.id, { project: { name: 'Website v2' } }));
    const list = (await client.list()).json();
    const byId = new Map(list.data.map((invoice: { id: string }) => [invoice.id, invoice]));
    expect(byId.get(created.id)).toMatchObject({ project: { id: project.id, name: 'Website v2' } });
    expect(byId.get(plain.id)).toMatchObject({ project: null });

    // PUT /invoices moves an invoice to another project of the account, or off any (its number stays).
    const second = await projects.created({ name: 'Branding' });
    const moved = await client.ok(client.update(created.id, { project_id: second.id }));
    expect(moved).toMatchObject({ invoice_number: created.invoice_number, project: { name: 'Branding' } });
    expect(await client.ok(client.update(created.id, { project_id: null }))).toMatchObject({ project: null });
    const missing = await client.update(created.id, { project_id: 2_000_000_000 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({
      error: 'Project not found',
      details: { project_id: ['Project not found'] },
    });
  });

  it("numbers a separate-sequence project's invoices {prefix}-0001…, the others INV-0001…", async () => {
    const { projects, client, contactId } = await account();
    const own = await projects.created({ name: 'Website redesign', project_invoice_sequence: true });
    const shared = await projects.created({ name: 'Branding' });
    expect(own).toMatchObject({ project_invoice_sequence: true, invoice_prefix: 'WR' });
    expect(shared.invoice_prefix).toBeNull();

    const take = async (projectId: number | null) =>
      (await client.created({ contact_id: contactId, project_id: projectId })).invoice_number;
    expect(await take(own.id)).toBe('WR-0001');
    expect(await take(null)).toBe('INV-0001');
    expect(await take(shared.id)).toBe('INV-0002');
    expect(await take(own.id)).toBe('WR-0002');

    // Deleting the project's latest draft gives its number back, as for the account's sequence.
    const latest = await client.created({ contact_id: contactId, project_id: own.id });
    expect(latest.invoice_number).toBe('WR-0003');
    expect((await client.remove(latest.id)).statusCode).toBe(204);
    expect(await take(own.id)).toBe('WR-0003');

    // Another account's counters are its own, and it may use the same prefix.
    const other = await account();
    const theirs = await other.projects.created({ name: 'Wood Roofing', project_invoice_sequence: true });
    expect(theirs.invoice_prefix).toBe('WR');
    expect(
      (await other.client.created({ contact_id: other.contactId, project_id: theirs.id })).invoice_number,
    ).toBe('WR-0001');
  });

  it('switching the sequence applies to invoices created afterwards; the prefix is kept', async () => {
    const { projects, client, contactId } = await account();
    const project = await projects.created({ name: 'Website redesign' });
    const take = async () =>
      (await client.created({ contact_id: contactId, project_id: project.id })).invoice_number;
    const before = await take();
    expect(before).toBe('INV-0001');

    const on = await client.ok<Project>(
      projects.update(project.id, { project: { project_invoice_sequence: true } }),
    );
    expect(on).toMatchObject({ project_invoice_sequence: true, invoice_prefix: 'WR' });
    expect(await take()).toBe('WR-0001');
    // A rename keeps the prefix its numbers already carry.
    await client.ok(projects.update(project.id, { project: { name: 'Brand new site' } }));
    expect(await take()).toBe('WR-0002');

    const off = await client.ok<Project>(
      projects.update(project.id, { project: { project_invoice_sequence: false } }),
    );
    expect(off).toMatchObject({ project_invoice_sequence: false, invoice_prefix: null });
    expect(await take()).toBe('INV-0002');
    // While off, the prefix stays the project's: a new project with the same initials does not get it.
    expect(
      (await projects.created({ name: 'Water Reticulation', project_invoice_sequence: true })).invoice_prefix,
    ).toBe('WR2');

    const again = await client.ok<Project>(
      projects.update(project.id, { project: { project_invoice_sequence: true } }),
    );
    expect(again.invoice_prefix).toBe('WR');
    expect(await take()).toBe('WR-0003');

    // The numbers issued never change.
    const invoices = (await client.list({ per_page: 100 })).json().data as { invoice_number: string }[];
    expect(invoices.map((invoice) => invoice.invoice_number).sort()).toEqual(
      ['INV-0001', 'INV-0002', 'WR-0001', 'WR-0002', 'WR-0003'].sort(),
    );
  });

  it('numbers 10 parallel creates on a separate-sequence project gaplessly beside 10 on the account sequence', async () => {
    const { projects, client, contactId } = await account();
    const own = await projects.created({ name: 'Solar Installation', project_invoice_sequence: true });
    const shared = await projects.created({ name: 'Shared' });
    expect(own.invoice_prefix).toBe('SI');
    const create = (projectId: number | null) =>
      client.create({
        contact_id: contactId,
        project_id: projectId,
        issue_date: '2026-03-01',
        due_date: '2026-03-31',
      });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => create(own.id)),
      ...Array.from({ length: 5 }, () => create(null)),
      ...Array.from({ length: 5 }, () => create(shared.id)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const numbered = answers.map((answer) => answer.json().data.invoice_number as string);
    expect(numbered.slice(0, 10).sort()).toEqual(numbers('SI', 10));
    expect(numbered.slice(10).sort()).toEqual(numbers('INV', 10));
    // The counters carry on from there.
    expect((await client.created({ contact_id: contactId, project_id: own.id })).invoice_number).toBe(
      'SI-0011',
    );
    expect((await client.created({ contact_id: contactId })).invoice_number).toBe('INV-0011');
  });

  it('gives projects created together with the same initials distinct prefixes, never INV or CN', async () => {
    const { projects } = await account();
    const answers = await Promise.all(
      ['Web Rework', 'Wall Repair', 'Water Rig', 'Wind Rotor'].map((name) =>
        projects.create({ name, project_invoice_sequence: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect(answers.map((answer) => answer.json().data.invoice_prefix).sort()).toEqual([
      'WR',
      'WR2',
      'WR3',
      'WR4',
    ]);
    const invoiceLike = await projects.created({ name: 'Invoice', project_invoice_sequence: true });
    expect(invoiceLike.invoice_prefix).toBe('INV2');
    const creditLike = await projects.created({ name: 'Corner Nook', project_invoice_sequence: true });
    expect(creditLike.invoice_prefix).toBe('CN2');
    const accented = await projects.created({ name: 'Ćevapi éclair', project_invoice_sequence: true });
    expect(accented.invoice_prefix).toBe('CE');
    const digits = await projects.created({ name: '2026', project_invoice_sequence: true });
    expect(digits.invoice_prefix).toBe('P');
  });
});

describe(`projects on ${backend}: accounts are isolated`, () => {
  it("another account gets 404 for a project, can't use its contact, and can't invoice on it", async () => {
    const a = await account('Kamau Designs');
    const b = await account('Otieno Builders');
    const project = await a.projects.created({
      name: 'Website redesign',
      project_invoice_sequence: true,
      flat_rate: 5,
    });

    for (const response of [
      await b.projects.get(project.id),
      await b.projects.update(project.id, { project: { name: 'Mine now' } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Project not found' });
    }
    for (const id of ['0', 'abc', '1.5', '-1', '99999999999', "1' or 1=1", '2147483647']) {
      for (const response of [
        await a.projects.get(encodeURIComponent(id)),
        await a.projects.update(encodeURIComponent(id), { project: { name: 'x' } }),
      ]) {
        expect(response.statusCode, id).toBe(404);
        expect(response.json(), id).toEqual({ error: 'Project not found' });
      }
    }
    expect(projectPage.parse((await b.projects.list()).json()).meta.total_count).toBe(0);

    // B can't attach A's contact, on a create or an update.
    const attach = await b.projects.create({ name: 'Theft' }, a.contactId);
    expect(attach.statusCode).toBe(422);
    expect(attach.json()).toEqual({
      error: 'Contact not found',
      details: { contact_id: ['Contact not found'] },
    });
    const own = await b.projects.created({ name: 'Own' });
    const move = await b.projects.update(own.id, { contact_id: a.contactId, project: {} });
    expect(move.statusCode).toBe(422);
    expect(move.json()).toEqual({
      error: 'Contact not found',
      details: { contact_id: ['Contact not found'] },
    });

    // B can't create an invoice on A's project, nor move one onto it; no number was taken.
    const invoice = await b.client.create({
      contact_id: b.contactId,
      project_id: project.id,
      issue_date: '2026-01-10',
      due_date: '2026-02-09',
    });
    expect(invoice.statusCode).toBe(422);
    expect(invoice.json()).toEqual({
      error: 'Project not found',
      details: { project_id: ['Project not found'] },
    });
    const bInvoice = await b.client.created({ contact_id: b.contactId });
    const moved = await b.client.update(bInvoice.id, { project_id: project.id });
    expect(moved.statusCode).toBe(422);
    expect(moved.json()).toEqual({
      error: 'Project not found',
      details: { project_id: ['Project not found'] },
    });
    expect(bInvoice.invoice_number).toBe('INV-0001');

    // A's project is untouched and still numbers from 1.
    expect(await a.client.ok(a.projects.get(project.id))).toEqual(project);
    expect((await a.client.created({ contact_id: a.contactId, project_id: project.id })).invoice_number).toBe(
      'WR-0001',
    );
  });
});

describe('project invoice prefixes', () => {
  it('takes the initials of the name in A–Z, the first three letters of one word, or P', () => {
    expect(prefixBase('Website redesign')).toBe('WR');
    expect(prefixBase('Farm management app')).toBe('FMA');
    expect(prefixBase('  farm-management / app v2 ')).toBe('FMAV');
    expect(prefixBase('One two three four five')).toBe('OTTF');
    expect(prefixBase('Website')).toBe('WEB');
    expect(prefixBase('Ab')).toBe('AB');
    expect(prefixBase('Ujenzi wa Nyumba')).toBe('UWN');
    expect(prefixBase('Ćevapi éclair')).toBe('CE');
    expect(prefixBase('2026')).toBe('P');
    expect(prefixBase('项目')).toBe('P');
  });

  it('appends 2, 3, … when the prefix is taken', () => {
    expect(firstFreePrefix('WR', new Set(['INV']))).toBe('WR');
    expect(firstFreePrefix('WR', new Set(['WR', 'WR2']))).toBe('WR3');
    expect(firstFreePrefix('INV', new Set(['INV']))).toBe('INV2');
  });
});
