import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaAt } from '../src/layout/area-at.ts';
import { AreaVersion } from '../src/remotes/AreaVersion.tsx';

const federation = vi.hoisted(() => ({
  areaBuildVersion: vi.fn<(area: string) => string | undefined>(),
}));

vi.mock('@daftari/mf', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@daftari/mf')>()),
  areaBuildVersion: federation.areaBuildVersion,
}));

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
