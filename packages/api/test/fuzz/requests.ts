import fc from 'fast-check';
import { contractQueryKeys } from './contract-keys.ts';
import { jsonBodies, wrapperOf } from './json-bodies.ts';
import { multipartBodies } from './multipart-bodies.ts';
import type { SeededAccount } from './seed.ts';
import type { Templates } from './templates.ts';
import {
  type Body,
  hostileDates,
  hostileStrings,
  junkParams,
  type Labelled,
  lab,
  prototypeKeys,
} from './values.ts';

export interface Route {
  method: string;
  url: string;
}

/** One generated request, as app.inject takes it, with what is hostile about it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  labels: string[];
  /** Names another account's record (in a parameter or the body): it must not succeed. */
  foreign: boolean;
}

export interface FuzzWorld {
  actor: SeededAccount;
  victim: SeededAccount;
  templates: Templates;
}

/** The parts a request is made of; each is the actor's valid one or a hostile one. */
interface Parts {
  params: Labelled<string>[];
  query: Labelled<string>[];
  auth: Labelled<string>;
  body: Body;
}

/** Routes anyone may call: they act on whatever record their parameter names, by design. */
const isPublic = (route: Route) =>
  /^\/api\/(health|public|payments|test-paystack|mpesa\/c2b|paybill|signup|login|password_resets|invitations)\b/.test(
    route.url,
  );

/** The segment before `:name` in a url: the key of the seeded ids for that parameter. */
/**
 * A route's parameters with the resource each names: the segment before it, prefixed by the parent's for a
 * nested one (`invoices/items` for `/invoices/:id/items/:itemId`), since an invoice's and an estimate's
 * lines are numbered apart and one account's estimate line may share its number with another's invoice line.
 */
const paramsOf = (url: string) =>
  [...url.matchAll(/([^/]+)\/:(\w+)/g)].map(([, segment = '', name = ''], i, all) => ({
    resource: i === 0 ? segment : `${all[i - 1]?.[1]}/${segment}`,
    name,
  }));

/** Percent-encodes every byte of the UTF-8 text (lone surrogates too, which encodeURIComponent refuses). */
const percentEncoded = (text: string) =>
  [...Buffer.from(text)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** Query values: all text, so hostile text, dates and numbers spelled out, and broken percent-escapes. */
const queryValues: Labelled<string>[] = [
  ...[...hostileStrings, ...hostileDates].map((v) => lab(v.label, percentEncoded(v.value))),
  ...['0', '-1', '1.5', '1e308', '2147483648', '99999999999', 'NaN', 'Infinity', 'true', 'A', 'zz'].map((v) =>
    lab(v, v),
  ),
  lab('broken escape', '%zz'),
  lab('lone percent', '%'),
];
const SWEEP_QUERY = ['NUL', 'broken escape', '1e308', '-1'];
/** What every id-shaped query parameter (`…_id`) meets in the sweep: ids past int4 answered 500 once. */
const SWEEP_ID_QUERY = ['2147483648', '99999999999'];
const junkQueryKeys = [...prototypeKeys, 'a[b]', 'page[]', 'x'.repeat(300), ''];

const pair = (key: string, value: Labelled<string>) =>
  lab(`query ${key.slice(0, 20)}=${value.label}`, `${percentEncoded(key)}=${value.value}`);

const BAD_TOKENS = [
  lab('no token', ''),
  lab('bad token', 'Bearer not-a-token'),
  lab('empty bearer', 'Bearer '),
  lab('basic auth', 'Basic dXNlcjpwYXNz'),
  lab('1000-character token', `Bearer ${'t'.repeat(1000)}`),
];

/** The victim's ids by resource (two of each at most), labelled and marked foreign. */
const foreignIds = (victim: SeededAccount): Record<string, Labelled<string>[]> =>
  Object.fromEntries(
    Object.entries(victim.ids).map(([resource, ids]) => [
      resource,
      ids.slice(0, 2).map((id, i) => ({ label: `victim's ${resource}#${i}`, value: id, foreign: true })),
    ]),
  );

function compose(route: Route, parts: Parts): FuzzRequest {
  const names = paramsOf(route.url);
  let path = route.url;
  names.forEach(({ name }, i) => {
    path = path.replace(`:${name}`, parts.params[i]?.value ?? '');
  });
  const query = parts.query.length ? `?${parts.query.map((q) => q.value).join('&')}` : '';
  const headers: Record<string, string> = {};
  if (parts.auth.value) headers.authorization = parts.auth.value;
  if (parts.body.contentType !== undefined) headers['content-type'] = parts.body.contentType;
  return {
    method: route.method,
    url: `${path}${query}`,
    headers,
    ...(parts.body.payload === undefined ? {} : { payload: parts.body.payload }),
    labels: [
      ...names.map(({ name }, i) => `:${name}=${parts.params[i]?.label}`),
      ...parts.query.map((q) => q.label),
      ...(parts.auth.label ? [parts.auth.label] : []),
      ...parts.body.labels,
    ],
    foreign: Boolean(parts.body.foreign) || parts.params.some((param) => param.foreign),
  };
}

/**
 * The requests for one route of the table. `sweep`: the actor's valid request varied in one part at a time,
 * each variant once (every body variant, every parameter value, every query key for lists, every bad
 * token). `random`: any combination, every part drawn from all its hostile values.
 */
export function fuzzRequests(
  route: Route,
  world: FuzzWorld,
): { sweep: FuzzRequest[]; random: fc.Arbitrary<FuzzRequest> } {
  const template = world.templates[route.url];
  const bodies =
    template?.kind === 'multipart'
      ? multipartBodies(template)
      : jsonBodies(template?.kind === 'json' ? template.body : undefined, wrapperOf(route.url));
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const noBody: Body = { labels: [] };

  // Parameters: the actor's records (so the request gets past the lookup), the victim's (never found, never
  // changed) and junk. Public routes get no victim ids: acting on the record a link names is their purpose.
  const victimIds = isPublic(route) ? {} : foreignIds(world.victim);
  const pools = paramsOf(route.url).map(({ resource }) => {
    const own = (world.actor.ids[resource] ?? []).map((id, i) => lab(`own ${resource}#${i}`, id));
    return { own: own.length ? own : [lab('1', '1')], other: victimIds[resource] ?? [] };
  });
  const base: Parts = {
    params: pools.map((pool) => pool.own[0]!),
    query: [],
    auth: lab('', `Bearer ${world.actor.token}`),
    body: takesBody ? (bodies.sweep.find((body) => body.labels[0]?.startsWith('valid')) ?? noBody) : noBody,
  };
  const sweep: Parts[] = [
    ...(takesBody ? [...bodies.sweep, ...bodies.withIds(victimIds)].map((body) => ({ ...base, body })) : []),
    ...pools.flatMap((pool, i) =>
      [...pool.own, ...pool.other, ...junkParams].map((value) => ({
        ...base,
        params: base.params.with(i, value),
      })),
    ),
    // Every query key on the lists (GET without parameters), ids past int4 in each `…_id` one; the other
    // routes meet queries in random runs.
    ...(route.method === 'GET' && pools.length === 0
      ? contractQueryKeys.flatMap((key) =>
          queryValues
            .filter(
              (v) =>
                SWEEP_QUERY.includes(v.label) || (key.endsWith('_id') && SWEEP_ID_QUERY.includes(v.label)),
            )
            .map((v) => ({ ...base, query: [pair(key, v)] })),
        )
      : []),
    ...BAD_TOKENS.map((auth) => ({ ...base, auth })),
  ];

  const params = fc.tuple(
    ...pools.map((pool) =>
      fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...pool.own) },
        ...(pool.other.length ? [{ weight: 2, arbitrary: fc.constantFrom(...pool.other) }] : []),
        { weight: 3, arbitrary: fc.constantFrom(...junkParams) },
      ),
    ),
  );
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...contractQueryKeys) },
    { weight: 1, arbitrary: fc.constantFrom(...junkQueryKeys) },
  );
  const query = fc.oneof(
    { weight: 2, arbitrary: fc.constant<Labelled<string>[]>([]) },
    {
      weight: 1,
      arbitrary: fc.array(
        fc.tuple(key, fc.constantFrom(...queryValues)).map(([k, v]) => pair(k, v)),
        { minLength: 1, maxLength: 3 },
      ),
    },
  );
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant(base.auth) },
    { weight: 1, arbitrary: fc.constantFrom(...BAD_TOKENS) },
  );
  const body = takesBody
    ? bodies.random
    : fc.oneof({ weight: 4, arbitrary: fc.constant(noBody) }, { weight: 1, arbitrary: bodies.random });
  return {
    sweep: sweep.map((parts) => compose(route, parts)),
    random: fc.record({ params, query, auth, body }).map((parts) => compose(route, parts)),
  };
}
