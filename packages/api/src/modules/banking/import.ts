import type { StatementMapping } from '@daftari/contracts';
import { centsToNumber } from '@daftari/format';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { getMoneyAccount } from './money-accounts.ts';
import { readStatementForm } from './statement-form.ts';
import type { ParsedStatement } from './statements/line.ts';
import { StatementError } from './statements/line.ts';
import { readStatementFile } from './statements/read.ts';
import {
  duplicateLineCount,
  periodOf,
  previewLine,
  rememberedMapping,
  storeStatement,
} from './statements.ts';

/** Lines a dry run shows. */
const PREVIEW_LINES = 20;

const refused = (error: unknown) =>
  error instanceof StatementError ? new HttpError(422, error.message, error.details) : error;

/**
 * The file read: with the mapping sent, else with the one the money account's last CSV was read with (when
 * this file has those headers), else with the columns recognised from its headers.
 */
async function readWithMapping(
  bytes: Uint8Array,
  form: { format?: ParsedStatement['format']; mapping?: StatementMapping; password?: string },
  remembered: StatementMapping | undefined,
): Promise<ParsedStatement> {
  const { format, password } = form;
  if (form.mapping || !remembered)
    return readStatementFile({ bytes, format, password, mapping: form.mapping });
  try {
    return await readStatementFile({ bytes, format, password, mapping: remembered });
  } catch (error) {
    if (error instanceof StatementError && error.details?.mapping) {
      return readStatementFile({ bytes, format, password });
    }
    throw error;
  }
}

/**
 * POST /bank_accounts/{id}/statements: the file read whole (all or nothing); with `dry_run` 200 with what would
 * be stored and the first lines, nothing stored; else 201 with the statement as stored.
 */
export async function importStatement(
  db: Db,
  accountId: number,
  ledgerAccountId: number,
  request: FastifyRequest,
) {
  await getMoneyAccount(db, accountId, ledgerAccountId);
  const form = await readStatementForm(request);
  const remembered = await rememberedMapping(db, accountId, ledgerAccountId);
  let parsed: ParsedStatement;
  try {
    parsed = await readWithMapping(form.file, form, remembered);
  } catch (error) {
    throw refused(error);
  }
  if (!form.dryRun) {
    const statement = await storeStatement(db, accountId, ledgerAccountId, form.filename, parsed);
    request.log.info(
      { accountId, statementId: statement.id, lines: statement.lines_new },
      'statement imported',
    );
    return { dryRun: false, body: { data: statement } };
  }
  const period = periodOf(parsed.lines);
  const duplicates = await duplicateLineCount(db, accountId, ledgerAccountId, parsed.lines);
  const amount = (cents: bigint | null) => (cents === null ? null : centsToNumber(cents));
  return {
    dryRun: true,
    body: {
      data: {
        ledger_account_id: ledgerAccountId,
        format: parsed.format,
        filename: form.filename,
        period_from: period.from,
        period_to: period.to,
        opening_balance: amount(parsed.openingCents),
        closing_balance: amount(parsed.closingCents),
        lines_total: parsed.lines.length,
        lines_new: parsed.lines.length - duplicates,
        lines_duplicate: duplicates,
      },
      preview: parsed.lines.slice(0, PREVIEW_LINES).map((line) => previewLine(ledgerAccountId, line)),
      mapping: parsed.mapping,
    },
  };
}
