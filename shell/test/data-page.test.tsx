import { setToken } from '@daftari/api-client';
import type { BusinessExport, BusinessImport, CurrentUser, Role } from '@daftari/contracts';
import { chooseFile, click, deferred, mockApi, renderPage, user } from '@daftari/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DataPage } from '../src/settings/export-import/DataPage.tsx';

let role: Role;
const current = (): CurrentUser => ({ ...user(), role });
const CREATED = '2026-12-07T00:45:00Z';
const exported = (status: BusinessExport['status'], size: number | null = null): BusinessExport => ({
  id: 7,
  status,
  size,
  created_at: CREATED,
});
const imported = (status: BusinessImport['status'], error: string | null = null): BusinessImport => ({
  id: 9,
  status,
  error,
  created_at: CREATED,
});

const render = () => renderPage(<DataPage />, { route: '/settings/data', path: '/settings/data' });

beforeEach(() => {
  setToken('token');
  role = 'owner';
});

describe('Settings › Export and import', () => {
  it('exports the business: a progress bar while the job runs, then the ZIP to download', async () => {
    const started = deferred();
    const calls = mockApi({
      'GET /users/current': () => ({ body: { data: current() } }),
      'POST /exports': () => ({ status: 202, body: { data: exported('pending') }, delay: started.promise }),
      'GET /exports/7': () => ({ body: { data: exported('done', 3_145_728) } }),
      'GET /exports/7/download': () => ({ body: new Blob(['PK'], { type: 'application/zip' }) }),
    });
    const createObjectURL = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    render();
    await click(await screen.findByRole('button', { name: 'Export the business' }));
    expect(await screen.findByRole('button', { name: /Starting/ })).toBeTruthy();
    started.resolve();
    expect(await screen.findByText('The export is ready.')).toBeTruthy();
    await click(screen.getByRole('button', { name: 'Download ZIP (3.0 MB)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(clicked[0]?.download).toMatch(/^daftari-export-\d{4}-\d{2}-\d{2}\.zip$/);
    expect(calls.of('POST', '/exports')).toHaveLength(1);
  });

  it('shows the running export as a progress bar', async () => {
    const answer = deferred();
    mockApi({
      'GET /users/current': () => ({ body: { data: current() } }),
      'POST /exports': () => ({ status: 202, body: { data: exported('pending') } }),
      'GET /exports/7': () => ({ body: { data: exported('done', 10) }, delay: answer.promise }),
    });
    render();
    await click(await screen.findByRole('button', { name: 'Export the business' }));
    expect((await screen.findByRole('progressbar', { name: 'Writing the export…' })).tagName).toBe(
      'PROGRESS',
    );
    answer.resolve();
    expect(await screen.findByText('The export is ready.')).toBeTruthy();
  });

  it('imports a ZIP, and says why when the server refuses it or the job fails', async () => {
    let refuse = true;
    const calls = mockApi({
      'GET /users/current': () => ({ body: { data: current() } }),
      'POST /imports': () =>
        refuse
          ? { status: 422, body: { error: 'This business already has documents: import into a new one.' } }
          : { status: 202, body: { data: imported('pending') } },
      'GET /imports/9': () => ({ body: { data: imported('failed', 'The ZIP is not a Daftari export') } }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Import an export' });
    await click(within(form).getByRole('button', { name: 'Import' }));
    expect(screen.getByText('Choose the export ZIP first')).toBeTruthy();
    await chooseFile(within(form).getByLabelText('Export ZIP'), new File(['PK'], 'kazi.zip'));
    await click(within(form).getByRole('button', { name: 'Import' }));
    expect((await screen.findByRole('alert')).textContent).toContain('already has documents');
    refuse = false;
    await click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/The import failed: The ZIP is not a Daftari export/)).toBeTruthy();
    const [sent] = calls.of('POST', '/imports');
    expect((sent!.form!.file as File).name).toBe('kazi.zip');
  });

  it('reports a finished import', async () => {
    mockApi({
      'GET /users/current': () => ({ body: { data: current() } }),
      'POST /imports': () => ({ status: 202, body: { data: imported('pending') } }),
      'GET /imports/9': () => ({ body: { data: imported('done') } }),
    });
    render();
    const form = await screen.findByRole('form', { name: 'Import an export' });
    await chooseFile(within(form).getByLabelText('Export ZIP'), new File(['PK'], 'kazi.zip'));
    await click(within(form).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(/^Imported: the business now holds/)).toBeTruthy();
  });

  it('offers neither to a bookkeeper', async () => {
    role = 'bookkeeper';
    mockApi({ 'GET /users/current': () => ({ body: { data: current() } }) });
    render();
    expect(
      await screen.findByText('An owner or an accountant exports and imports the business.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Export the business' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Import an export' })).toBeNull();
  });
});
