import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { migrationsFolder } from '../../src/db/migrate.ts';
import { bearerToken, hashToken, newToken } from '../../src/http/tokens.ts';
import { contentSecurityPolicy } from '../../src/web/security-headers.ts';

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
      remoteOrigins: [],
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
        TRUST_PROXY: '1',
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
      trustProxy: 1,
    });
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ AUTH_RATE_LIMIT_MAX: '0' })).toThrow(/AUTH_RATE_LIMIT_MAX/);
    expect(loadConfig({ DEMO_PASSWORD: 'shown in the demo' }).demoPassword).toBe('shown in the demo');
    expect(loadConfig({ DEMO_PASSWORD: '' }).demoPassword).toBeUndefined();
    expect(() => loadConfig({ DEMO_PASSWORD: 'short' })).toThrow(/DEMO_PASSWORD: must be at least 8/);
  });

  it('refuses to start in production (NODE_ENV=production) without TOTP_KEY_SECRET, and reads it in lower case', () => {
    const key = 'AB'.repeat(32);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /TOTP_KEY_SECRET: required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TOTP_KEY_SECRET: '' })).toThrow(/TOTP_KEY_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOTP_KEY_SECRET: 'abc' })).toThrow(
      /TOTP_KEY_SECRET: must be 64 hex digits/,
    );
    expect(loadConfig({ NODE_ENV: 'production', TOTP_KEY_SECRET: key }).totpKeySecret).toBe(
      key.toLowerCase(),
    );
    // Outside production the built-in key stands in (the secrets are sealed all the same).
    expect(loadConfig({}).totpKeySecret).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development' }).totpKeySecret).toBeUndefined();
  });

  it('reads SETTINGS_KEY_SECRET in lower case, refuses one that is not 64 hex digits', () => {
    const key = 'CD'.repeat(32);
    expect(loadConfig({}).settingsKeySecret).toBeUndefined();
    expect(loadConfig({ SETTINGS_KEY_SECRET: key }).settingsKeySecret).toBe(key.toLowerCase());
    expect(() => loadConfig({ SETTINGS_KEY_SECRET: 'short' })).toThrow(
      /SETTINGS_KEY_SECRET: must be 64 hex digits/,
    );
    // The businesses' own Paystack keys go to PAYSTACK_BASE_URL too: it no longer needs the instance's key.
    expect(() => loadConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9' })).toThrow(/PAYSTACK_BASE_URL: needs/);
    const own = loadConfig({ PAYSTACK_BASE_URL: 'http://127.0.0.1:9/', SETTINGS_KEY_SECRET: key });
    expect(own.paystackBaseUrl).toBe('http://127.0.0.1:9');
  });

  it('reads TRUST_PROXY as a hop count or the proxies\' addresses, never as "every hop"', () => {
    for (const off of [undefined, '', 'false', '0']) {
      expect(loadConfig({ TRUST_PROXY: off })).toMatchObject({ trustProxy: false, warnings: [] });
    }
    expect(loadConfig({ TRUST_PROXY: '1' })).toMatchObject({ trustProxy: 1, warnings: [] });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    // `true` used to trust the leftmost X-Forwarded-For entry, which the client writes: now one hop, said so.
    const legacy = loadConfig({ TRUST_PROXY: 'true' });
    expect(legacy.trustProxy).toBe(1);
    expect(legacy.warnings).toEqual([expect.stringMatching(/TRUST_PROXY=true is read as TRUST_PROXY=1/)]);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.0/8, ::1 ,loopback,fd00::/8' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '::1',
      'loopback',
      'fd00::/8',
    ]);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'nginx.local', '1.2.3.4/8/1', '::1/129', '101']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads the paybill limits: the largest payment booked as it comes and confirmations per business', () => {
    expect(loadConfig({})).toMatchObject({ mpesaMaxAmount: '250000', mpesaCallbackRateLimitMax: 600 });
    expect(
      loadConfig({ MPESA_MAX_AMOUNT: '150000.50', MPESA_CALLBACK_RATE_LIMIT_MAX: '1200' }),
    ).toMatchObject({ mpesaMaxAmount: '150000.50', mpesaCallbackRateLimitMax: 1200 });
    for (const bad of ['0', '-5', 'lots', '1.005', '1e6', '1000000000000']) {
      expect(() => loadConfig({ MPESA_MAX_AMOUNT: bad }), bad).toThrow(/MPESA_MAX_AMOUNT/);
    }
    expect(() => loadConfig({ MPESA_CALLBACK_RATE_LIMIT_MAX: '0' })).toThrow(/MPESA_CALLBACK_RATE_LIMIT_MAX/);
  });

  it('reads the metrics listener and the shutdown bound, and keeps metrics off the public ports', () => {
    expect(loadConfig({})).toMatchObject({
      metricsPort: undefined,
      metricsHost: '127.0.0.1',
      shutdownTimeoutMs: 25_000,
    });
    expect(
      loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0', SHUTDOWN_TIMEOUT_MS: '5000' }),
    ).toMatchObject({ metricsPort: 9464, metricsHost: '0.0.0.0', shutdownTimeoutMs: 5000 });
    expect(loadConfig({ METRICS_PORT: '' }).metricsPort).toBeUndefined();
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT: must be a port number/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3001' })).toThrow(
      /METRICS_PORT: must differ from PORT and PAY_PORT/,
    );
    expect(() => loadConfig({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(/must differ/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      /SHUTDOWN_TIMEOUT_MS: must be a number of milliseconds/,
    );
  });

  it('keeps files under DATA_DIR unless S3_BUCKET names a bucket, with its endpoint and keys', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const bucket = {
      S3_BUCKET: 'daftari-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(loadConfig(bucket).s3).toEqual({
      bucket: 'daftari-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      region: 'auto',
      forcePathStyle: true,
    });

    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message
          .split('\n')
          .slice(1)
          .map((line) => line.trim());
      }
      return [];
    };
    expect(problems({ S3_BUCKET: 'daftari-files' })).toEqual([
      'S3_ENDPOINT: S3_BUCKET needs it (the S3 API URL, e.g. https://s3.us-east-1.amazonaws.com)',
      'S3_ACCESS_KEY_ID: S3_BUCKET needs it (the access key of the bucket)',
      'S3_SECRET_ACCESS_KEY: S3_BUCKET needs it (the secret of that access key)',
    ]);
    expect(problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: 'x' })).toEqual([
      'S3_ENDPOINT: needs S3_BUCKET (without a bucket, files are kept in DATA_DIR)',
      'S3_SECRET_ACCESS_KEY: needs S3_BUCKET (without a bucket, files are kept in DATA_DIR)',
    ]);
    expect(problems({ ...bucket, S3_BUCKET: 'Daftari_Files' })).toEqual([
      'S3_BUCKET: must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    ]);
    expect(problems({ ...bucket, S3_ENDPOINT: 'ftp://files' })[0]).toMatch(/^S3_ENDPOINT: must be an http/);
    expect(problems({ ...bucket, S3_ENDPOINT: 'https://key:secret@r2.example.com' })[0]).toMatch(
      /^S3_ENDPOINT/,
    );
    expect(problems({ ...bucket, S3_FORCE_PATH_STYLE: 'yes' })).toEqual([
      'S3_FORCE_PATH_STYLE: must be true or false',
    ]);
  });

  it('reads REMOTE_ORIGINS as a list of origins and names each bad one', () => {
    expect(
      loadConfig({
        REMOTE_ORIGINS: ' https://cdn.example.com , http://localhost:4460/,https://CDN.example.com:443,',
      }).remoteOrigins,
    ).toEqual(['https://cdn.example.com', 'http://localhost:4460']);
    expect(loadConfig({ REMOTE_ORIGINS: '' }).remoteOrigins).toEqual([]);
    const problems = (value: string) => {
      try {
        loadConfig({ REMOTE_ORIGINS: value });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(problems('cdn.example.com')).toBe(
      'Invalid configuration:\n  REMOTE_ORIGINS: "cdn.example.com" is not a URL',
    );
    expect(problems('https://cdn.example.com/contacts/v42/')).toBe(
      'Invalid configuration:\n  REMOTE_ORIGINS: "https://cdn.example.com/contacts/v42/" must be an origin only ' +
        '(scheme, host and port), e.g. https://cdn.example.com',
    );
    expect(problems('ftp://files.example.com,https://ok.example.com,https://cdn.example.com:99999')).toBe(
      'Invalid configuration:\n' +
        '  REMOTE_ORIGINS: "ftp://files.example.com" must be http:// or https://\n' +
        '  REMOTE_ORIGINS: "https://cdn.example.com:99999" is not a URL',
    );
    expect(problems("https://cdn.example.com 'unsafe-inline'")).toMatch(/REMOTE_ORIGINS/);
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
    const policy = contentSecurityPolicy();
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it("allows the remotes' origins only where a remote's files load", () => {
    const directives = Object.fromEntries(
      contentSecurityPolicy(['https://cdn.example.com', 'http://localhost:4460'])
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1).join(' ')]),
    );
    const both = 'https://cdn.example.com http://localhost:4460';
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': `'self' ${both}`,
      'style-src': `'self' 'unsafe-inline' ${both}`,
      'img-src': `'self' data: blob: ${both}`,
      'font-src': `'self' data: ${both}`,
      'connect-src': `'self' ${both}`,
      'object-src': "'none'",
      'base-uri': "'self'",
      'form-action': "'self'",
      'frame-ancestors': "'none'",
    });
  });

  it('finds the migrations folder from the sources', () => {
    expect(existsSync(join(migrationsFolder(), 'meta', '_journal.json'))).toBe(true);
  });
});
