import fc from 'fast-check';
import { contractFieldNames } from './contract-keys.ts';
import { multipartJunk } from './multipart-bodies.ts';
import {
  type Body,
  type BodyVariants,
  deeplyNested,
  hostileValue,
  idsFor,
  jsonText,
  type Labelled,
  lab,
  pollutingObject,
  prototypeKeys,
  sweepValues,
} from './values.ts';

type Path = (string | number)[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Every path of a plain JSON value, containers included (so a whole wrapper can be replaced too). */
function pathsOf(value: unknown, prefix: Path = []): { leaves: Path[]; containers: Path[] } {
  const leaves: Path[] = [];
  const containers: Path[] = [];
  if (!isObject(value)) return { leaves: [prefix], containers };
  if (!Array.isArray(value)) containers.push(prefix);
  for (const [key, child] of Object.entries(value)) {
    const path = [...prefix, Array.isArray(value) ? Number(key) : key];
    if (isObject(child)) leaves.push(path);
    const nested = pathsOf(child, path);
    leaves.push(...nested.leaves);
    containers.push(...nested.containers);
  }
  return { leaves, containers };
}

const getAt = (target: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (node, key) => (isObject(node) ? (node as Record<string | number, unknown>)[key] : undefined),
    target,
  );

/** Sets `value` at `path` as an own property (even `__proto__`), creating objects on the way. */
function setAt(target: Record<string, unknown>, path: Path, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    if (!isObject(next)) Object.defineProperty(node, key, { value: {}, enumerable: true, writable: true });
    node = node[key] as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) {
    Object.defineProperty(node, last, { value, enumerable: true, writable: true, configurable: true });
  }
}

const json = (text: string, labels: string[], contentType = 'application/json'): Body => ({
  payload: text,
  contentType,
  labels,
});

/** The body as a whole replaced: nothing, wrong JSON types, a missing or empty wrapper, prototype keys, ... */
function wholeBodies(base: Record<string, unknown>, wrapper: string): Body[] {
  const inner = base[wrapper];
  const text = jsonText(base);
  return [
    { labels: ['no body'] },
    ...['null', '[]', '"text"', '42', 'true', '{}'].map((value) => json(value, [`body ${value}`])),
    ...['null', '[]', '"x"', '{}', '1'].map((value) =>
      json(`{"${wrapper}":${value}}`, [`${wrapper}: ${value}`]),
    ),
    json(jsonText(inner ?? {}), ['fields without their wrapper']),
    json(`{"__proto__":${text}}`, ['body under __proto__']),
    json(`{"constructor":{"prototype":${text}}}`, ['body under constructor.prototype']),
    json(`{"${wrapper}":${deeplyNested(10_000)}}`, ['10,000 levels of nesting']),
    json(`{"${wrapper}":${jsonText(inner ?? {})},"${wrapper}":null}`, ['duplicate wrapper key']),
    json(jsonText({ ...base, padding: 'z'.repeat(1_100_000) }), ['1.1 MB body']),
  ];
}

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/jsonx',
  'multipart/form-data',
  'multipart/form-data; boundary=nothing',
  '*/*',
  'invalid',
];
const BROKEN_JSON = ['{', "{'a':1}", 'NaN', '{"a":1,}', '\u0000', '\ufeff{}', 'undefined', '{"a":"\\u00"}'];

/** The valid body sent wrongly: under other content types, without one, as broken JSON text. */
function wrongEncodings(text: string): Body[] {
  return [
    ...CONTENT_TYPES.map((type) => json(text, [`content-type ${type}`], type)),
    { payload: text, labels: ['JSON without a content-type'] },
    ...BROKEN_JSON.map((bad) => json(bad, [`broken JSON ${JSON.stringify(bad)}`])),
    multipartJunk(),
  ];
}

/** The valid body's JSON text cut short anywhere. */
const truncated = (text: string) =>
  fc
    .integer({ min: 1, max: Math.max(1, text.length - 1) })
    .map((cut) => json(text.slice(0, cut), [`JSON truncated at ${cut} of ${text.length}`]));

/** One field of the body (an existing one, a contract field, a prototype key) set to a hostile value. */
function fieldMutation(base: Record<string, unknown>): fc.Arbitrary<{ path: Path; value: Labelled }> {
  const { leaves, containers } = pathsOf(base);
  const existing = leaves.length > 0 ? fc.constantFrom(...leaves) : fc.constant<Path>(['field']);
  const added = (keys: string[]) =>
    fc.tuple(fc.constantFrom(...containers), fc.constantFrom(...keys)).map(([at, key]) => [...at, key]);
  const path = fc.oneof(
    { weight: 6, arbitrary: existing },
    { weight: 3, arbitrary: added(contractFieldNames) },
    { weight: 1, arbitrary: added(prototypeKeys) },
  );
  return fc.record({ path, value: hostileValue });
}

/** The body with each mutation applied, labelled by what it changed. */
function mutatedBody(base: Record<string, unknown>, mutations: { path: Path; value: Labelled }[]): Body {
  const body = JSON.parse(JSON.stringify(base)) as Record<string, unknown>;
  for (const { path, value } of mutations) setAt(body, path, value.value);
  return json(
    jsonText(body),
    mutations.map(({ path, value }) => `${path.join('.')}=${value.label}`),
  );
}

/**
 * Bodies for a JSON route, built on its valid body (without a template, a route nobody wrote one for: the
 * wrapper the path suggests, empty). `sweep`: every field once with each sweep value, a prototype key in
 * every object, the body replaced as a whole, sent wrongly. `random`: one or two fields made hostile with
 * any value (mostly), or any of the sweep's other shapes, or the JSON text cut anywhere.
 */
export function jsonBodies(template: Record<string, unknown> | undefined, wrapper: string): BodyVariants {
  const base = template ?? { [wrapper]: {} };
  const text = jsonText(base);
  const { leaves, containers } = pathsOf(base);
  const shapes = [json(text, ['valid body']), ...wholeBodies(base, wrapper), ...wrongEncodings(text)];
  const sweep = [
    ...leaves.flatMap((path) => sweepValues.map((value) => mutatedBody(base, [{ path, value }]))),
    ...containers.flatMap((at) =>
      prototypeKeys.map((key) =>
        mutatedBody(base, [{ path: [...at, key], value: lab('prototype object', pollutingObject) }]),
      ),
    ),
    ...shapes,
  ];
  const random = fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(fieldMutation(base), { minLength: 1, maxLength: 2 })
        .map((m) => mutatedBody(base, m)),
    },
    { weight: 3, arbitrary: fc.constantFrom(...shapes) },
    { weight: 1, arbitrary: truncated(text) },
  );
  const withIds = (ids: Record<string, Labelled<string>[]>) =>
    leaves.flatMap((path) =>
      idsFor(path.at(-1)!, ids).map((id) => ({
        ...mutatedBody(base, [
          { path, value: lab(id.label, typeof getAt(base, path) === 'number' ? Number(id.value) : id.value) },
        ]),
        foreign: true,
      })),
    );
  return { sweep, random, withIds };
}

/** The wrapper key a route's body is likely to use: its last fixed path segment, singular. */
export function wrapperOf(url: string): string {
  const segment =
    url
      .split('/')
      .filter((part) => part && !part.startsWith(':'))
      .at(-1) ?? 'data';
  if (segment.endsWith('ies')) return `${segment.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(segment)) return segment.slice(0, -2);
  return segment.endsWith('s') ? segment.slice(0, -1) : segment;
}
