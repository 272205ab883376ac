import { randomUUID } from 'node:crypto';
import fc from 'fast-check';

/** A generated value and a short name for it, so a failure report says what was sent without the bytes. */
export interface Labelled<T = unknown> {
  label: string;
  value: T;
  /** Names another account's record: the request must not succeed. */
  foreign?: boolean;
}

export const lab = <T>(label: string, value: T): Labelled<T> => ({ label, value });

/**
 * A JSON number the text keeps as written (`JSON.stringify` cannot spell 1e999 or a 30-digit integer): the
 * body serializer writes `text` in place of the object.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** A request body as sent: bytes, their Content-Type (none when undefined) and what is hostile about them. */
export interface Body {
  payload?: string | Buffer;
  contentType?: string;
  labels: string[];
  /** Holds another account's id: the request must not succeed. */
  foreign?: boolean;
}

/** The bodies a route meets: a fixed sweep (each once) and the random draws. */
export interface BodyVariants {
  sweep: Body[];
  random: fc.Arbitrary<Body>;
  /** The valid body with each `<resource>_id` field set to each of these ids of `<resource>s` (foreign). */
  withIds(ids: Record<string, Labelled<string>[]>): Body[];
}

/** The ids a `<resource>_id` field takes: `contact_id` → `contacts`. */
export const idsFor = (key: string | number, ids: Record<string, Labelled<string>[]>) =>
  typeof key === 'string' && key.endsWith('_id') ? (ids[`${key.slice(0, -3)}s`] ?? []) : [];

/** JSON text in which every RawNumber is written as its own text. */
export function jsonText(value: unknown): string {
  const raw: string[] = [];
  const text = JSON.stringify(value, (_key, item) => {
    if (!(item instanceof RawNumber)) return item;
    raw.push(item.text);
    return `@@raw:${raw.length - 1}@@`;
  });
  return (text ?? '').replace(/"@@raw:(\d+)@@"/g, (_match, index: string) => raw[Number(index)] ?? '0');
}

/** Text that breaks stores, parsers and echoes: NUL and control characters, huge and odd strings. */
export const hostileStrings: Labelled<string>[] = [
  lab('NUL', 'Wanjiru\u0000Traders'),
  lab('only NUL', '\u0000'),
  lab('control characters', 'a\u0001\u0008\u001b[31m\u007fb'),
  lab('newlines', 'line one\r\nline two'),
  lab('empty', ''),
  lab('blank', '   '),
  lab('300 characters', 'x'.repeat(300)),
  lab('100k characters', 'y'.repeat(100_000)),
  lab('unicode', 'Zürich 💸 \u202eevil\u202c ﷺ \ud83d'),
  // jsonb refuses an unpaired surrogate that text columns take: a field stored in jsonb answered 500.
  lab('lone surrogate', '\udc00'),
  lab('lone high surrogate', '\ud800'),
  lab('surrogate inside', 'a\udc00b'),
  lab('sql', "'; drop table contacts; --"),
  lab('percent NUL', '%00'),
  lab('path', '../../etc/passwd'),
  lab('html', '<script>alert(1)</script>'),
  lab('number text', '1e308'),
  lab('negative text', '-1'),
  lab('null text', 'null'),
  lab('true text', 'true'),
  lab('email-ish', 'a@b'),
];

/** Calendar dates outside what PostgreSQL or the books can hold, impossible days and non-dates. */
export const hostileDates: Labelled<string>[] = [
  lab('year 0000', '0000-01-01'),
  lab('year 0001', '0001-01-15'),
  lab('year 9999', '9999-12-31'),
  lab('year 1899', '1899-12-31'),
  lab('year 3000', '3000-01-01'),
  lab('February 30', '2026-02-30'),
  lab('month 13', '2026-13-01'),
  lab('short date', '2026-1-1'),
  lab('extended year', '+275760-09-13'),
  lab('date-time', '2026-02-28T25:00:00Z'),
  lab('BC date', '4714-11-24 BC'),
];

/** Numbers at the edges of doubles, int4, NUMERIC and money rounding. */
export const hostileNumbers: Labelled<unknown>[] = [
  lab('1e308', 1e308),
  lab('-1e308', -1e308),
  lab('-0', -0),
  lab('0', 0),
  lab('-1', -1),
  lab('1.005', 1.005),
  lab('0.1+0.2', 0.1 + 0.2),
  lab('1e-7', 1e-7),
  lab('2^31', 2_147_483_648),
  lab('11 digits', 99_999_999_999),
  lab('2^53+1', new RawNumber('9007199254740993')),
  lab('30-digit integer', new RawNumber('123456789012345678901234567890')),
  lab('1e999', new RawNumber('1e999')),
  lab('max money + 1', 1_000_000_000_000),
];

/** An object whose own keys are `__proto__` and `constructor.prototype`, as JSON.parse makes them. */
export const pollutingObject: unknown = JSON.parse(
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}',
);

/** Values of the wrong JSON type for any field. */
export const wrongTypes: Labelled<unknown>[] = [
  lab('null', null),
  lab('true', true),
  lab('false', false),
  lab('empty array', []),
  lab('array', [1, 'a', null]),
  lab('empty object', {}),
  lab('nested object', { a: { b: { c: 'd' } } }),
  lab('prototype object', pollutingObject),
];

const byLabel = <T>(pool: Labelled<T>[], labels: string[]) =>
  pool.filter((value) => labels.includes(value.label));

/**
 * The values every field of every route meets once (the sweep): one of each kind that has broken a store
 * or a parser before. The random runs draw from all the pools.
 */
export const sweepValues: Labelled[] = [
  ...byLabel(hostileStrings, ['NUL', 'control characters', '100k characters', 'lone high surrogate']),
  ...byLabel(hostileStrings, ['surrogate inside']),
  ...byLabel(hostileDates, ['year 0000', 'February 30']),
  ...byLabel<unknown>(hostileNumbers, ['1e308', '30-digit integer']),
  ...byLabel(wrongTypes, ['null', 'array', 'nested object']),
];

/** Any hostile field value. */
export const hostileValue = fc.constantFrom<Labelled>(
  ...hostileStrings,
  ...hostileDates,
  ...hostileNumbers,
  ...wrongTypes,
);

/** Object keys that reach prototypes in careless code. */
export const prototypeKeys = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString'];

/** A JSON text nested `depth` levels deep. */
export const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Route parameters that are not ids of the right kind, whatever the kind. */
export const junkParams: Labelled<string>[] = [
  lab('0', '0'),
  lab('-1', '-1'),
  lab('2^31', '2147483648'),
  lab('1e30', '1e30'),
  lab('1.5', '1.5'),
  lab('abc', 'abc'),
  lab('%00', '%00'),
  lab('encoded NUL', 'a%00b'),
  lab('malformed escape', '%zz'),
  lab('300 characters', 'p'.repeat(300)),
  lab('unicode', encodeURIComponent('ümlaut💸')),
  lab('../..', '..%2F..'),
  lab('random uuid', randomUUID()),
  lab('uppercase uuid', randomUUID().toUpperCase()),
  lab('space', '%20'),
];
