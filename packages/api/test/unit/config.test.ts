import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { bearerToken, hashToken, newToken } from '../../src/modules/auth/tokens.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/web/security-headers.ts';

describe('config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/daftari');
    expect(config).toMatchObject({
      port: 3000,
      payPort: 3001,
      host: '0.0.0.0',
      databaseUrl: undefined,
      logLevel: 'info',
      authRateLimitMax: 10,
      trustProxy: false,
    });
    // The monorepo root, found from the package's location, wherever the process starts.
    expect(existsSync(join(config.appsDir, 'pnpm-workspace.yaml'))).toBe(true);
    expect(config.dataDir).toBe(join(config.appsDir, 'data'));
  });

  it('reads the environment and rejects nonsense clearly', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        PAY_PORT: '8081',
        DATA_DIR: '/var/lib/daftari',
        DATABASE_URL: 'postgres://db/daftari',
        APPS_DIR: 'apps',
        AUTH_RATE_LIMIT_MAX: '500',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'true',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      port: 8080,
      payPort: 8081,
      dataDir: '/var/lib/daftari',
      databaseUrl: 'postgres://db/daftari',
      appsDir: '/srv/apps',
      authRateLimitMax: 500,
      logLevel: 'warn',
      trustProxy: true,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_RATE_LIMIT_MAX/);
  });
});

describe('tokens', () => {
  it('are 32 random bytes in base64url, stored as SHA-256 hex', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('are read from a Bearer header only', () => {
    const token = newToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`Basic ${token}`)).toBeNull();
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('CSP and migrations', () => {
  it('allows no inline script', () => {
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self';");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  it('finds the migrations folder from the sources', () => {
    expect(existsSync(join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });
});
