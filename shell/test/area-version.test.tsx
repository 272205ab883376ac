import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screensAt } from '../src/layout/area-at.ts';
import { AreaVersion } from '../src/remotes/AreaVersion.tsx';

const federation = vi.hoisted(() => ({
  areaBuildVersion: vi.fn<(area: string) => string | undefined>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  areaBuildVersion: federation.areaBuildVersion,
}));

describe('screensAt', () => {
  it('finds the screens of a path and of its sub-paths, and none for shell pages', () => {
    expect(screensAt('/contacts')).toEqual({ area: 'contacts', module: 'routes' });
    expect(screensAt('/contacts/42/edit')).toEqual({ area: 'contacts', module: 'routes' });
    expect(screensAt('/work/invoicing/new')).toEqual({ area: 'invoicing', module: 'routes' });
    expect(screensAt('/bills/7')).toEqual({ area: 'expenses', module: 'bills' });
    expect(screensAt('/work/time-tracking')).toEqual({ area: 'projects', module: 'time-tracking' });
    expect(screensAt('/contactsx')).toBeUndefined();
    expect(screensAt('/billsx')).toBeUndefined();
    expect(screensAt('/')).toBeUndefined();
    expect(screensAt('/work/estimates/3')).toEqual({ area: 'invoicing', module: 'estimates' });
  });
});

describe('AreaVersion', () => {
  afterEach(() => {
    cleanup();
    federation.areaBuildVersion.mockReset();
  });

  it("shows the version the area's manifest names", () => {
    federation.areaBuildVersion.mockImplementation((area) => (area === 'contacts' ? '1.4.2' : undefined));
    expect(render(<AreaVersion area="contacts" />).container.textContent).toBe('Contacts version 1.4.2');
  });

  it('shows nothing when the manifest names no version', () => {
    federation.areaBuildVersion.mockReturnValue(undefined);
    expect(render(<AreaVersion area="invoicing" />).container.textContent).toBe('');
  });
});
