import {
  areaPath,
  contactLabel,
  mayCall,
  type Role,
  SEARCH_KINDS,
  SEARCH_LIMIT,
  type SearchKind,
  type SearchResult,
  sectionPath,
} from '@daftari/contracts';
import { formatMoney } from '@daftari/format';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type ContactDocumentRow,
  CUSTOMERS_WITH_DOCUMENTS,
  contactDocumentsQuery,
} from './contact-documents.ts';
import { type FoundRow, searchQueries } from './queries.ts';
import { searchTerms } from './terms.ts';

/** The route whose readers may see a kind: a payment is shown on its invoice. */
const READ_ROUTE: Record<SearchKind, string> = {
  contact: 'GET /api/contacts/:id',
  invoice: 'GET /api/invoices/:id',
  estimate: 'GET /api/estimates/:id',
  bill: 'GET /api/bills/:id',
  expense: 'GET /api/expenses/:id',
  payment: 'GET /api/invoices/:id',
  bill_payment: 'GET /api/bills/:id',
  mpesa_receipt: 'GET /api/mpesa/unmatched',
};

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const contactOf = (row: FoundRow) =>
  contactLabel({ full_name: row.contact_name, company_name: row.contact_company, email: row.contact_email });
const moneyOf = (row: FoundRow) => formatMoney(row.amount, row.currency);

const present: Record<SearchKind, (row: FoundRow) => Omit<SearchResult, 'kind' | 'id'>> = {
  contact: (row) => {
    const label = contactOf(row);
    return {
      label,
      detail: join(row.contact_company === label ? null : row.contact_company, row.phone, row.contact_email),
      url: areaPath('contacts', row.id),
    };
  },
  invoice: (row) => ({
    label: row.label ?? '',
    detail: join(contactOf(row), moneyOf(row), row.status),
    url: areaPath('invoicing', row.id),
  }),
  estimate: (row) => ({
    label: row.label ?? '',
    detail: join(contactOf(row), moneyOf(row), row.status),
    url: sectionPath('estimates', row.id),
  }),
  bill: (row) => ({
    label: row.label ?? '',
    detail: join(contactOf(row), moneyOf(row), row.status),
    url: sectionPath('bills', row.id),
  }),
  expense: (row) => ({
    label: row.label ?? row.description ?? 'Expense',
    detail: join(row.dated, moneyOf(row), row.label ? row.description : null),
    url: areaPath('expenses', row.id, 'edit'),
  }),
  payment: (row) => ({
    label: row.label ? `Payment ${row.label}` : 'Payment',
    detail: join(row.receipt_number, row.description, contactOf(row), moneyOf(row), row.dated),
    url: areaPath('invoicing', row.invoice_id ?? ''),
  }),
  bill_payment: (row) => ({
    label: row.label ? `Bill payment ${row.label}` : 'Bill payment',
    detail: join(row.description, contactOf(row), moneyOf(row), row.dated),
    url: sectionPath('bills', row.bill_id ?? ''),
  }),
  mpesa_receipt: (row) => ({
    label: `M-Pesa ${row.label ?? ''}`.trim(),
    detail: join(row.contact_name, moneyOf(row), row.dated, 'not matched to an invoice'),
    url: areaPath('invoicing', 'mpesa'),
  }),
};

type Ranked = { rank: number; order: number; result: SearchResult };

/**
 * The results with the newest invoices and estimates of the first customers found right below each of them
 * (those already found elsewhere move up there), at most SEARCH_LIMIT.
 */
async function withCustomersDocuments(db: Db, accountId: number, kinds: SearchKind[], ranked: Ranked[]) {
  const documentKinds = (['invoice', 'estimate'] as const).filter((kind) => kinds.includes(kind));
  const customers = ranked
    .filter((entry) => entry.result.kind === 'contact')
    .slice(0, CUSTOMERS_WITH_DOCUMENTS)
    .map((entry) => Number(entry.result.id));
  if (customers.length === 0 || documentKinds.length === 0) return ranked.map((entry) => entry.result);
  const rows = rowsOf<ContactDocumentRow>(
    await db.execute(contactDocumentsQuery(accountId, customers, documentKinds)),
  );
  const results: SearchResult[] = [];
  const seen = new Set<string>();
  const add = (result: SearchResult) => {
    const key = `${result.kind}:${result.id}`;
    if (seen.has(key)) return;
    seen.add(key);
    results.push(result);
  };
  for (const { result } of ranked) {
    add(result);
    if (result.kind !== 'contact') continue;
    for (const row of rows.filter((document) => String(document.contact_id) === result.id)) {
      add({ kind: row.kind, id: String(row.id), ...present[row.kind](row) });
    }
  }
  return results;
}

/**
 * GET /search: the business's records `query` names, at most SEARCH_LIMIT, best first: exact numbers, codes,
 * phones and amounts, then numbers and codes that start so, then names that contain it; within a rank, in the
 * order of SEARCH_KINDS; the newest invoices and estimates of the first customers found right below them. Only
 * the kinds the role may read are searched.
 */
export async function searchBusiness(
  db: Db,
  accountId: number,
  role: Role,
  query: string,
): Promise<SearchResult[]> {
  const terms = searchTerms(query);
  const kinds = SEARCH_KINDS.filter((kind) => mayCall(role, READ_ROUTE[kind]));
  const found = await Promise.all(
    kinds.map(async (kind) => ({
      kind,
      rows: rowsOf<FoundRow>(await db.execute(searchQueries[kind](accountId, terms))),
    })),
  );
  const best = new Map<string, Ranked>();
  for (const { kind, rows } of found) {
    for (const row of rows) {
      const key = `${kind}:${row.id}`;
      const rank = Number(row.rank);
      if ((best.get(key)?.rank ?? Number.POSITIVE_INFINITY) <= rank) continue;
      best.set(key, { rank, order: best.size, result: { kind, id: String(row.id), ...present[kind](row) } });
    }
  }
  const ranked = [...best.values()].sort((a, b) => a.rank - b.rank || a.order - b.order);
  return (await withCustomersDocuments(db, accountId, kinds, ranked)).slice(0, SEARCH_LIMIT);
}
