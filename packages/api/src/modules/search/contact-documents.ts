import { type SQL, sql } from 'drizzle-orm';
import type { FoundRow } from './queries.ts';

/** How many of the customers a search found bring their documents along, and how many each. */
export const CUSTOMERS_WITH_DOCUMENTS = 3;
export const DOCUMENTS_PER_CUSTOMER = 3;

export type DocumentKind = 'invoice' | 'estimate';

/** A customer's document the search shows below them: which customer, and the row its kind presents. */
export type ContactDocumentRow = FoundRow & { kind: DocumentKind; contact_id: number };

const latestOf = (kind: DocumentKind, accountId: number) => {
  const [table, number] =
    kind === 'invoice' ? ['invoices', 'invoice_number'] : ['estimates', 'estimate_number'];
  // invoices_account_contact_idx / estimates_account_contact_idx hold this order: the newest rows are read first.
  return sql`(select ${kind}::text as kind, d.id::text as id, d.${sql.raw(number)} as label, d.total as amount,
      d.currency, d.status, d.issue_date
    from ${sql.raw(table)} d where d.account_id = ${accountId} and d.contact_id = c.id
    order by d.issue_date desc, d.sequence_value desc, d.id desc limit ${DOCUMENTS_PER_CUSTOMER})`;
};

/**
 * The newest invoices and estimates (of `kinds`) of each of these customers, at most DOCUMENTS_PER_CUSTOMER
 * each, newest first; in the order the customers are given.
 */
export function contactDocumentsQuery(accountId: number, contactIds: number[], kinds: DocumentKind[]): SQL {
  const documents = sql.join(
    kinds.map((kind) => latestOf(kind, accountId)),
    sql` union all `,
  );
  return sql`select x.kind, x.id, 0 as rank, x.label, x.amount, x.currency, x.status, c.id as contact_id,
      c.full_name as contact_name, c.company_name as contact_company, c.email as contact_email
    from unnest(${`{${contactIds.join(',')}}`}::int[]) with ordinality as wanted (id, n)
      join contacts c on c.id = wanted.id and c.account_id = ${accountId}
      cross join lateral (
        select * from (${documents}) as both_kinds
        order by issue_date desc, id desc limit ${DOCUMENTS_PER_CUSTOMER}
      ) x
    order by wanted.n, x.issue_date desc, x.id desc`;
}
