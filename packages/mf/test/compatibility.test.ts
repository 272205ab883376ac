import { describe, expect, it } from 'vitest';
import {
  hostSingletonVersions,
  type ManifestSharedEntry,
  manifestShared,
  singletonConflicts,
} from '../src/compatibility.ts';

/** The `shared` entries of a remote's mf-manifest.json as the 2.9 manifest plugin writes them. */
function remoteShared(reactMajor: number): ManifestSharedEntry[] {
  const react = `${reactMajor}.3.1`;
  return [
    { name: 'react', version: react, singleton: true, requiredVersion: `^${reactMajor}.0.0` },
    { name: 'react-dom', version: react, singleton: true, requiredVersion: `^${reactMajor}.0.0` },
    // Subpath shares come without the singleton flag and with the remote's exact version as the range.
    { name: 'react-dom/client', version: react, requiredVersion: `^${react}` },
    { name: 'react-router', version: '7.18.5', singleton: true, requiredVersion: '^7.0.0' },
    { name: 'sonner', version: '2.0.8', singleton: true, requiredVersion: '^2.0.0' },
  ];
}

const shell = {
  react: '19.2.0',
  'react-dom': '19.2.0',
  'react-dom/client': '19.2.0',
  'react-router': '7.18.5',
};

describe('singletonConflicts', () => {
  it('accepts a remote built against the same majors, even a newer minor than the shell', () => {
    expect(singletonConflicts(remoteShared(19), shell)).toEqual([]);
  });

  it('names every singleton whose requirement the shell does not meet', () => {
    expect(singletonConflicts(remoteShared(18), shell)).toEqual([
      { pkg: 'react', required: '^18.0.0', provided: '19.2.0' },
      { pkg: 'react-dom', required: '^18.0.0', provided: '19.2.0' },
    ]);
    expect(singletonConflicts(remoteShared(20), shell).map((conflict) => conflict.pkg)).toEqual([
      'react',
      'react-dom',
    ]);
  });

  it('reads ranges the way the federation runtime does', () => {
    const needs = (requiredVersion: string | false) =>
      singletonConflicts([{ name: 'react', singleton: true, requiredVersion }], { react: '19.2.0' }).length;
    expect(needs('>=18 <20')).toBe(0);
    expect(needs('~19.1.0')).toBe(1);
    expect(needs('19.x')).toBe(0);
    expect(needs('*')).toBe(0);
    expect(needs(false)).toBe(0);
  });

  it('leaves alone what the shell does not provide and what the remote does not share as a singleton', () => {
    const shared: ManifestSharedEntry[] = [
      { name: 'date-fns', version: '3.0.0', singleton: true, requiredVersion: '^3.0.0' },
      { name: 'react', version: '18.3.1', requiredVersion: '^18.0.0' },
    ];
    expect(singletonConflicts(shared, { ...shell, 'date-fns': '4.4.0' })).toHaveLength(1);
    expect(singletonConflicts(shared, shell)).toEqual([]);
  });
});

describe('hostSingletonVersions', () => {
  it("takes the host's own singleton versions, not those a remote registered", () => {
    const shared = {
      react: [
        { version: '18.3.1', from: 'daftari_contacts', shareConfig: { singleton: true } },
        { version: '19.2.0', from: 'shell', shareConfig: { singleton: 1 } },
      ],
      'date-fns': [{ version: '4.4.0', from: 'shell', shareConfig: {} }],
      sonner: [{ version: '2.0.8', from: 'daftari_contacts', shareConfig: { singleton: true } }],
    };
    expect(hostSingletonVersions(shared, 'shell')).toEqual({ react: '19.2.0' });
  });
});

describe('manifestShared', () => {
  it("returns a manifest's shared list and rejects anything else by its URL", () => {
    const url = 'https://cdn.example.com/contacts/mf-manifest.json';
    expect(manifestShared(JSON.stringify({ id: 'x', shared: remoteShared(19) }), url)).toHaveLength(5);
    expect(() => manifestShared('<!doctype html><html></html>', url)).toThrow(
      `${url} is not a federation manifest`,
    );
    expect(() => manifestShared('{"exposes": []}', url)).toThrow(/not a federation manifest/);
    expect(() => manifestShared('{"shared": [{"version": "1.0.0"}]}', url)).toThrow(/not a federation/);
  });
});
