import { contactName } from '@daftari/contracts';
import { toCents } from '@daftari/format';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Executor } from '../../db/transaction.ts';

/** The documents whose postings make the VAT return's schedules, by the `source_type` of their entries. */
export const SALES_SOURCES = ['invoice', 'credit_note'] as const;
export const PURCHASE_SOURCES = ['bill', 'expense'] as const;
export type VatDocumentType = (typeof SALES_SOURCES)[number] | (typeof PURCHASE_SOURCES)[number];

/** Values as a parameter list, for `in (...)`. */
const listOf = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * One document's posted lines of a period at one VAT rate key, summed debit-positive: `vat` on the VAT
 * accounts (2100, 1400), `taxable` on the others (income, expense); and what the schedule prints of the
 * document (null fields: the document is gone, e.g. an expense deleted after its month).
 */
export interface VatDocumentSum {
  documentType: VatDocumentType;
  documentId: string;
  vatRate: string;
  taxable: bigint;
  vat: bigint;
  number: string | null;
  date: string | null;
  /** The document's first line (a credit note's reason), for a category none of its lines has now. */
  description: string | null;
  /** The descriptions of the document's lines at this rate key, in line order (an expense's own). */
  lineDescriptions: string[];
  /** The customer or supplier (an expense's merchant); null when there is none. */
  name: string | null;
  pin: string | null;
  cuInvoiceNumber: string | null;
  originalInvoiceNumber: string | null;
  originalInvoiceDate: string | null;
}

/**
 * The descriptions of a document's lines whose rate key (`vatRateKey`: the category, else the rate without
 * trailing zeros) is the sum's, in line order.
 */
const linesAtRate = (table: string, documentColumn: string, documentId: string, accountId: number) =>
  sql`(select json_agg(d.description order by d.position, d.id) from ${sql.raw(table)} d
    where d.account_id = ${accountId} and d.${sql.raw(documentColumn)} = ${sql.raw(documentId)}
      and coalesce(d.tax_category, trim_scale(d.tax_rate)::text) = s.vat_rate)`;

/**
 * The period's lines that carry a VAT rate, of entries posted by invoices, credit notes, bills and expenses
 * (reversals of voided or changed ones included: they keep the document's source), summed per document and
 * rate, with each document's number, date, the descriptions of its lines at that rate (and its first line's),
 * contact and KRA PIN, its eTIMS control unit number once signed and, for a credit note, the invoice it
 * credits. Every join is within the business.
 */
export async function vatDocumentSums(
  db: Executor,
  accountId: number,
  vatAccountIds: readonly number[],
  range: { from: string; to: string },
): Promise<VatDocumentSum[]> {
  const vatAccounts = listOf(vatAccountIds);
  const sources = listOf([...SALES_SOURCES, ...PURCHASE_SOURCES]);
  const result = await db.execute(sql`
    with sums as (
      select e.source_type, e.source_id, l.vat_rate,
        coalesce(sum(l.debit - l.credit) filter (where l.ledger_account_id in (${vatAccounts})), 0)::text as vat,
        coalesce(sum(l.debit - l.credit) filter (where l.ledger_account_id not in (${vatAccounts})), 0)::text
          as taxable
      from journal_lines l
      join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
      where l.account_id = ${accountId} and l.date >= ${range.from} and l.date <= ${range.to}
        and l.vat_rate is not null and e.source_type in (${sources})
      group by e.source_type, e.source_id, l.vat_rate
    )
    select s.source_type, s.source_id, s.vat_rate, s.vat, s.taxable,
      coalesce(i.invoice_number, cn.credit_note_number, b.bill_number, x.receipt_reference) as number,
      coalesce(i.issue_date, cn.issue_date, b.issue_date, x.dated)::text as date,
      coalesce(
        (select it.description from invoice_items it
          where it.account_id = ${accountId} and it.invoice_id = i.id order by it.position, it.id limit 1),
        cn.reason,
        (select bl.description from bill_lines bl
          where bl.account_id = ${accountId} and bl.bill_id = b.id order by bl.position, bl.id limit 1),
        x.description) as description,
      case s.source_type
        when 'invoice' then ${linesAtRate('invoice_items', 'invoice_id', 'i.id', accountId)}
        when 'credit_note' then ${linesAtRate('credit_note_items', 'credit_note_id', 'cn.id', accountId)}
        when 'bill' then ${linesAtRate('bill_lines', 'bill_id', 'b.id', accountId)}
        else json_build_array(x.description)
      end as line_descriptions,
      c.id as contact_id, c.full_name, c.first_name, c.last_name, c.company_name, c.email, c.kra_pin,
      x.merchant_name, coalesce(ei.cu_invoice_number, ec.cu_invoice_number) as cu_invoice_number,
      ci.invoice_number as original_invoice_number, ci.issue_date::text as original_invoice_date
    from sums s
    left join invoices i on s.source_type = 'invoice' and i.account_id = ${accountId} and i.id::text = s.source_id
    left join credit_notes cn
      on s.source_type = 'credit_note' and cn.account_id = ${accountId} and cn.id::text = s.source_id
    left join invoices ci on ci.account_id = ${accountId} and ci.id = cn.invoice_id
    left join bills b on s.source_type = 'bill' and b.account_id = ${accountId} and b.id::text = s.source_id
    left join expenses x on s.source_type = 'expense' and x.account_id = ${accountId} and x.id::text = s.source_id
    left join contacts c on c.account_id = ${accountId} and c.id = coalesce(i.contact_id, cn.contact_id, b.contact_id)
    left join etims_invoices ei on ei.account_id = ${accountId} and ei.invoice_id = i.id and ei.status = 'signed'
    left join etims_credit_notes ec
      on ec.account_id = ${accountId} and ec.credit_note_id = cn.id and ec.status = 'signed'
    order by date, number, s.source_id, s.vat_rate`);
  return rowsOf<{
    source_type: VatDocumentType;
    source_id: string;
    vat_rate: string;
    vat: string;
    taxable: string;
    number: string | null;
    date: string | null;
    description: string | null;
    line_descriptions: (string | null)[] | null;
    contact_id: number | null;
    full_name: string | null;
    first_name: string | null;
    last_name: string | null;
    company_name: string | null;
    email: string | null;
    kra_pin: string | null;
    merchant_name: string | null;
    cu_invoice_number: string | null;
    original_invoice_number: string | null;
    original_invoice_date: string | null;
  }>(result).map((row) => ({
    documentType: row.source_type,
    documentId: row.source_id,
    vatRate: row.vat_rate,
    taxable: toCents(row.taxable),
    vat: toCents(row.vat),
    number: row.number,
    date: row.date,
    description: row.description,
    lineDescriptions: (row.line_descriptions ?? []).filter((text): text is string => Boolean(text)),
    name: row.contact_id === null ? row.merchant_name : contactName(row, row.email ?? 'Unknown'),
    pin: row.kra_pin,
    cuInvoiceNumber: row.cu_invoice_number,
    originalInvoiceNumber: row.original_invoice_number,
    originalInvoiceDate: row.original_invoice_date,
  }));
}

/**
 * The movement (debit-positive) of each VAT account in the period from the entries of invoices and credit
 * notes (`sales`) and of bills and expenses (`purchases`): what the schedules' VAT must add up to.
 */
export async function vatAccountMovements(
  db: Executor,
  accountId: number,
  vatAccountIds: readonly number[],
  range: { from: string; to: string },
): Promise<{ ledgerAccountId: number; side: 'sales' | 'purchases'; net: bigint }[]> {
  const result = await db.execute(sql`
    select l.ledger_account_id, e.source_type in (${listOf(SALES_SOURCES)}) as sales,
      coalesce(sum(l.debit - l.credit), 0)::text as net
    from journal_lines l
    join journal_entries e on e.id = l.journal_entry_id and e.account_id = l.account_id
    where l.account_id = ${accountId} and l.date >= ${range.from} and l.date <= ${range.to}
      and l.ledger_account_id in (${listOf(vatAccountIds)})
      and e.source_type in (${listOf([...SALES_SOURCES, ...PURCHASE_SOURCES])})
    group by 1, 2`);
  return rowsOf<{ ledger_account_id: number; sales: boolean; net: string }>(result).map((row) => ({
    ledgerAccountId: Number(row.ledger_account_id),
    side: row.sales ? 'sales' : 'purchases',
    net: toCents(row.net),
  }));
}
