import type { ReportFormat } from '@daftari/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { renderReportPdf } from '../../adapters/pdf/report-pdf.ts';
import { accounts } from '../../db/schema.ts';
import type { Executor } from '../../db/transaction.ts';
import { reportCsv } from './csv.ts';
import { cellText, fileStem, type ReportTable } from './table.ts';

/**
 * A report in the asked format: JSON (`answer`, e.g. `{data}`), CSV (text/csv, one header row, plain
 * decimals) or PDF (the business's name on top), the last two as a download named after the report and date.
 */
export async function sendReport(
  reply: FastifyReply,
  format: ReportFormat | undefined,
  answer: object,
  table: () => ReportTable,
  business: { db: Executor; accountId: number },
): Promise<unknown> {
  if (format === undefined || format === 'json') return answer;
  const report = table();
  const attachment = (extension: string) => `attachment; filename="${fileStem(report)}.${extension}"`;
  if (format === 'csv') {
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachment('csv'))
      .send(reportCsv(report));
  }
  const [row] = await business.db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, business.accountId));
  const pdf = await renderReportPdf({
    title: report.title,
    businessName: row?.name ?? '',
    period: report.period,
    columns: report.columns,
    rows: report.rows.map((line) => ({
      cells: line.cells.map((cell) => cellText(cell, 'print')),
      ...(line.total ? { total: true } : {}),
    })),
  });
  return reply.type('application/pdf').header('content-disposition', attachment('pdf')).send(pdf);
}
