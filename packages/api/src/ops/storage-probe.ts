import { randomBytes } from 'node:crypto';
import type { ObjectStore } from '../adapters/storage/index.ts';
import type { ReadinessCheck } from './readiness.ts';

/**
 * Readiness of the file store (the local directory or the bucket): a tiny object written under `health/`
 * and removed again, so a full disk, a read-only mount or refused bucket credentials show as not ready.
 */
export function objectStoreProbe(store: ObjectStore): ReadinessCheck {
  return async () => {
    const key = `health/ready-${randomBytes(6).toString('hex')}`;
    await store.put(key, Buffer.from('ok'));
    await store.remove(key);
  };
}
