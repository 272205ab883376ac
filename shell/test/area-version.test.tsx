// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AreaVersion } from '../src/layout/AreaVersion.tsx';
import { areaAt } from '../src/layout/area-at.ts';

const federation = vi.hoisted(() => ({
  loadArea: vi.fn<(area: string) => Promise<unknown>>(),
  areaBuildVersion: vi.fn<(area: string) => string | undefined>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  loadArea: federation.loadArea,
  areaBuildVersion: federation.areaBuildVersion,
}));

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AreaVersion />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('areaAt', () => {
  it('finds the area of a path and of its sub-paths, and none for shell pages', () => {
    expect(areaAt('/contacts')).toBe('contacts');
    expect(areaAt('/contacts/42/edit')).toBe('contacts');
    expect(areaAt('/work/invoicing/new')).toBe('invoicing');
    expect(areaAt('/contactsx')).toBeUndefined();
    expect(areaAt('/')).toBeUndefined();
    expect(areaAt('/bills')).toBeUndefined();
  });
});

describe('AreaVersion', () => {
  beforeEach(() => {
    federation.loadArea.mockReset();
    federation.areaBuildVersion.mockReset();
  });
  afterEach(cleanup);

  it('shows the version of the area on screen once its remote has loaded', async () => {
    federation.loadArea.mockResolvedValue({});
    federation.areaBuildVersion.mockImplementation((area) => (area === 'contacts' ? '1.4.2' : undefined));
    renderAt('/contacts/42');
    expect(await screen.findByText('Contacts version 1.4.2')).toBeTruthy();
    expect(federation.loadArea).toHaveBeenCalledWith('contacts');
  });

  it('shows nothing while the area loads, when it fails, or on a page of the shell', async () => {
    federation.loadArea.mockRejectedValue(new Error('remote down'));
    federation.areaBuildVersion.mockReturnValue('1.4.2');
    const { container } = renderAt('/contacts');
    await vi.waitFor(() => expect(federation.loadArea).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');

    cleanup();
    const home = renderAt('/');
    expect(home.container.textContent).toBe('');
    expect(federation.loadArea).toHaveBeenCalledTimes(1);
  });
});
