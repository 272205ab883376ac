import type { AuditChanges } from '../../db/schema.ts';
import { canonicalJson } from './chain.ts';

export type Shown = Record<string, unknown>;

/**
 * A field whose value is a credential, or carries one (the callback URLs Safaricom is given hold the
 * paybill's secret token): recorded as changed, never with its value.
 */
const SECRET =
  /password|secret|token|passkey|api_?key|private_?key|consumer_?key|otp|recovery_codes|(confirmation|validation|callback)_url/i;
const REDACTED = '[redacted]';

/** Fields every write moves by itself: noise in a list of what the person changed. */
const IGNORED = new Set(['updated_at']);

/** The value with every credential in it, at any depth, replaced. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Shown).map(([key, inner]) => [
        key,
        SECRET.test(key) && inner !== null && inner !== '' ? REDACTED : redact(inner),
      ]),
    );
  }
  return value;
}

/**
 * Field by field, `[before, after]` of every top-level field that differs, as the API shows the record: a
 * created record (no before) lists its filled fields, a deleted one (no after) the fields it had.
 */
export function diffShown(before: Shown | null, after: Shown | null): AuditChanges {
  const changes: AuditChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const was = before?.[key] ?? null;
    const is = after?.[key] ?? null;
    if (canonicalJson(was) === canonicalJson(is)) continue;
    changes[key] = SECRET.test(key)
      ? [was === null ? null : REDACTED, is === null ? null : REDACTED]
      : [redact(was), redact(is)];
  }
  return changes;
}
