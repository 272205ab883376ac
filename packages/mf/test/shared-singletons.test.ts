import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedModules, sharedSingletons } from '../src/build.ts';
import { singletonPackages } from '../src/singletons.ts';

const shell = path.resolve(import.meta.dirname, '../../../shell');

describe('sharedSingletons', () => {
  it('declares every singleton strictly: the major version the app is built against, our own at least its version', () => {
    const shared = sharedSingletons(shell);
    expect(Object.keys(shared)).toEqual([...singletonPackages]);
    expect(shared.react).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^19.0.0' });
    expect(shared['@daftari/router']?.requiredVersion).toBe('^1.0.0');
    expect(shared['@tanstack/react-query']?.requiredVersion).toBe('^5.0.0');
    expect(shared['react-dom/']?.requiredVersion).toBe('^19.0.0');
  });
});

describe('sharedModules', () => {
  it('adds the shared libraries, not as singletons: an area brings its own copy when the majors differ', () => {
    const shared = sharedModules(shell);
    expect(shared.ky).toEqual({ singleton: false, requiredVersion: '^1.0.0' });
    expect(shared.react).toEqual(sharedSingletons(shell).react);
  });

  it('leaves out a shared library the app does not depend on itself', () => {
    const payLink = path.resolve(import.meta.dirname, '../../../mfe-pay-link');
    expect(Object.keys(sharedModules(payLink))).toEqual([...singletonPackages]);
  });
});
