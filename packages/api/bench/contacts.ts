import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client.ts';
import { IMPORT_MAX_BYTES } from '../src/http/csv-import/file.ts';
import { contactListQueries, isShortSearch, withIndexOnlyScan } from '../src/modules/contacts/service.ts';
import { benchApp, onEachBackend, percentile, planOf, signUp } from './support.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 100_000);
const NEIGHBOUR_CONTACTS = 20_000;
const WARM_UP = 20;
const TARGET_P95_MS = 30;

/** The calls measured; `query` is the GET /contacts query string. */
const CALLS: { name: string; query: string }[] = [
  { name: 'list page 1', query: 'page=1&per_page=10' },
  { name: 'list deep page (5,000)', query: 'page=5000&per_page=10' },
  { name: 'list last page', query: `page=${Math.ceil(CONTACTS / 10)}&per_page=10` },
  { name: 'list page 1, 100 a page', query: 'page=1&per_page=100' },
  { name: 'search common "wan"', query: 'search=wan' },
  { name: 'search common 2 chars "an"', query: 'search=an' },
  { name: 'search e-mail "@gmail"', query: 'search=%40gmail' },
  { name: 'search rare "quagga"', query: 'search=quagga' },
  { name: 'search no match "zzqx"', query: 'search=zzqx' },
  { name: 'letter "m"', query: 'letter=m' },
  { name: 'letter "m", page 200', query: 'letter=m&page=200' },
  { name: 'letter "k" + search "wan"', query: 'letter=k&search=wan' },
];

const FIRST_NAMES = [
  'Wanjiru',
  'Wanjiku',
  'Achieng',
  'Otieno',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Kiprop',
  'Chebet',
  'Mary',
  'John',
  'Peter',
  'Grace',
  'Joseph',
  'Faith',
  'David',
  'Mercy',
  'James',
  'Esther',
  'Brian',
  'Cynthia',
  'Kevin',
  'Purity',
  'Dennis',
  'Lucy',
  'Samuel',
  'Ann',
  'Daniel',
  'Irene',
  'Moses',
  'Ruth',
  'Paul',
  'Joy',
  'Stephen',
  'Diana',
  'Collins',
  'Sharon',
  'Victor',
  'Nancy',
];
const LAST_NAMES = [
  'Kamau',
  'Mwangi',
  'Otieno',
  'Ochieng',
  'Wanjala',
  'Kiptoo',
  'Mutua',
  'Njoroge',
  'Odhiambo',
  'Kariuki',
  'Kimani',
  'Onyango',
  'Wambui',
  'Cheruiyot',
  'Macharia',
  'Omondi',
  'Nyambura',
  'Rotich',
  'Maina',
  'Barasa',
  'Koech',
  'Gitau',
  'Muthoni',
  'Korir',
  'Owino',
  'Waweru',
  'Langat',
  'Kilonzo',
  'Atieno',
  'Ndungu',
];
const COMPANIES = [
  'Duka',
  'Safari',
  'Jua Kali',
  'Mama Mboga',
  'Nyota',
  'Baraka',
  'Upendo',
  'Tumaini',
  'Amani',
  'Simba',
  'Twiga',
  'Kilima',
  'Pwani',
  'Ziwa',
  'Neema',
  'Faraja',
  'Jamii',
  'Bidii',
  'Imara',
  'Zawadi',
];
const SUFFIXES = ['Ltd', 'Enterprises', 'Traders', 'Hardware', 'Supplies', 'Agencies', 'Holdings'];
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'example.co.ke', 'biz.co.ke'];
const CITIES = ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos'];

const array = (items: string[]) => sql.raw(`array[${items.map((item) => `'${item}'`).join(',')}]`);

/**
 * `count` contacts for the account in one INSERT ... SELECT over generate_series: 10% companies only, 5%
 * e-mail only, the rest people (a third with a company); a contact in 20,000 works at "Quagga Logistics".
 */
async function seed(db: Database['db'], accountId: number, count: number): Promise<void> {
  await db.execute(sql`
    insert into contacts (account_id, first_name, last_name, company_name, email, phone, street, city, country)
    select ${accountId},
      case when kind >= 15 then f end,
      case when kind >= 15 then l end,
      case when i % 20000 = 7 then 'Quagga Logistics'
           when kind < 10 or i % 3 = 0 then c || ' ' || s end,
      case when i % 7 = 0 then null else lower(coalesce(f, c)) || '.' || i || '@' || d end,
      '+2547' || lpad((i * 7919 % 100000000)::text, 8, '0'),
      (i % 400) || ' Moi Avenue',
      ct,
      'Kenya'
    from (
      select i, i % 100 as kind,
        (${array(FIRST_NAMES)})[1 + (i * 7) % ${FIRST_NAMES.length}] as f,
        (${array(LAST_NAMES)})[1 + (i * 13) % ${LAST_NAMES.length}] as l,
        (${array(COMPANIES)})[1 + (i * 3) % ${COMPANIES.length}] as c,
        (${array(SUFFIXES)})[1 + i % ${SUFFIXES.length}] as s,
        (${array(DOMAINS)})[1 + (i * 11) % ${DOMAINS.length}] as d,
        (${array(CITIES)})[1 + i % ${CITIES.length}] as ct
      from generate_series(1, ${count}) as i
    ) g
  `);
}

/** One import of a CSV just under the 5 MB limit into a fresh account: parse, validate, insert, vacuum. */
async function measureImport(app: FastifyInstance): Promise<void> {
  const { token } = await signUp(app, 'importer');
  const header = 'first_name,last_name,company,email,phone,street,city,country\n';
  const rows: string[] = [];
  let size = header.length;
  for (let i = 0; size < IMPORT_MAX_BYTES - 200; i++) {
    const row =
      `${FIRST_NAMES[i % FIRST_NAMES.length]},${LAST_NAMES[(i * 7) % LAST_NAMES.length]},` +
      `"${COMPANIES[i % COMPANIES.length]}, ${SUFFIXES[i % SUFFIXES.length]}",person${i}@example.co.ke,` +
      `+2547${String(i).padStart(8, '0')},${i % 400} Moi Avenue,${CITIES[i % CITIES.length]},Kenya\n`;
    rows.push(row);
    size += row.length;
  }
  const csv = header + rows.join('');
  const boundary = 'bench-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\n`),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers = {
    authorization: `Bearer ${token}`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
  for (const query of ['?dry_run=true', '']) {
    const start = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: `/api/contacts/import${query}`,
      headers,
      payload,
    });
    if (response.statusCode !== 200)
      throw new Error(`import failed: ${response.statusCode} ${response.body}`);
    console.log(
      `\nImport of a ${(csv.length / 1024 / 1024).toFixed(2)} MB CSV (${rows.length.toLocaleString('en')} rows)` +
        `${query ? ', dry run' : ''}: ${((performance.now() - start) / 1000).toFixed(2)} s`,
    );
  }
}

async function run(label: string, database: Database): Promise<boolean> {
  const { app, owner, neighbour } = await benchApp(database);
  try {
    let started = performance.now();
    await seed(database.db, neighbour.accountId, NEIGHBOUR_CONTACTS);
    await seed(database.db, owner.accountId, CONTACTS);
    const seeded = performance.now() - started;
    started = performance.now();
    // What autovacuum does on PostgreSQL after a bulk load (visibility map, planner statistics).
    const maintenance = process.env.BENCH_AFTER_SEED ?? 'vacuum analyze';
    if (maintenance !== 'none') await database.db.execute(sql.raw(`${maintenance} contacts`));
    console.log(
      `\n## ${label}: ${CONTACTS.toLocaleString('en')} contacts (+${NEIGHBOUR_CONTACTS.toLocaleString('en')} in ` +
        `another account) seeded in ${(seeded / 1000).toFixed(1)} s, ${maintenance} ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
        `${ROUNDS} requests a call\n`,
    );
    const headers = { authorization: `Bearer ${owner.token}` };
    console.log('| call | total_count | p50 ms | p95 ms | max ms |');
    console.log('|---|---:|---:|---:|---:|');
    let allFast = true;
    for (const call of CALLS) {
      const url = `/api/contacts?${call.query}`;
      let total = 0;
      for (let i = 0; i < WARM_UP; i++) {
        const response = await app.inject({ url, headers });
        if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
        total = response.json().meta.total_count;
      }
      const times: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const start = performance.now();
        await app.inject({ url, headers });
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      if (p95 >= TARGET_P95_MS) allFast = false;
      console.log(
        `| ${call.name} | ${total} | ${percentile(times, 50).toFixed(1)} | ${p95.toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
      );
    }
    console.log('\nPlans (EXPLAIN ANALYZE of the page query and the count query, as measured):');
    for (const call of CALLS) {
      const params = new URLSearchParams(call.query);
      const query = {
        search: params.get('search') ?? undefined,
        letter: params.get('letter') ?? undefined,
        page: Number(params.get('page') ?? 1),
        per_page: Number(params.get('per_page') ?? 10),
      };
      // As listContacts does: without a search the total is read first and shapes the page query.
      const [counted] = await contactListQueries(database.db, owner.accountId, query).count;
      const queries = contactListQueries(
        database.db,
        owner.accountId,
        query,
        query.search ? undefined : Number(counted?.count),
      );
      console.log(`\n### ${call.name}`);
      console.log(`page:  ${(await planOf(database.db, queries.page)).map((l) => l.trim()).join(' | ')}`);
      const countPlan = isShortSearch(query.search)
        ? await withIndexOnlyScan(database.db, (tx) =>
            planOf(tx, contactListQueries(tx, owner.accountId, query).count),
          )
        : await planOf(database.db, queries.count);
      console.log(`count: ${countPlan.map((l) => l.trim()).join(' | ')}`);
    }
    await measureImport(app);
    return allFast;
  } finally {
    await app.close();
  }
}

await onEachBackend(TARGET_P95_MS, run);
