import { roundHalfAwayFromZero } from '@daftari/format';
import { z } from 'zod';
import { isoDate } from './dates.ts';
import type { ReceiptContext, ReceiptFields } from './types.ts';

/**
 * Optional refinement by a language model behind an OpenAI-compatible API (LLM_BASE_URL, LLM_API_KEY,
 * LLM_MODEL). It gets the receipt text and what the parser found, and answers corrected JSON; every field is
 * validated on its own and a field it cannot vouch for keeps the parser's value. Any failure (network,
 * HTTP status, bad JSON, the 5 s limit) leaves the parser's result untouched.
 */

export interface LlmConfig {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';
export const DEFAULT_LLM_TIMEOUT_MS = 5_000;

/** The LLM settings from the environment, or null when LLM_BASE_URL is not set (or not an http(s) URL). */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const baseUrl = env.LLM_BASE_URL?.trim();
  if (!baseUrl || !URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) return null;
  const timeout = Number(env.LLM_TIMEOUT_MS);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    apiKey: env.LLM_API_KEY?.trim() || null,
    model: env.LLM_MODEL?.trim() || DEFAULT_LLM_MODEL,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_LLM_TIMEOUT_MS,
  };
}

/** One field that fails validation becomes undefined (ignored) rather than failing the whole answer. */
const field = <T extends z.ZodType>(schema: T) => schema.nullable().optional().catch(undefined);

const answerSchema = z.object({
  merchant: field(z.string().trim().min(1).max(200)),
  date: field(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)),
  total: field(z.number().positive().max(1_000_000_000)),
  vat_rate: field(z.number().min(0).max(30)),
  transaction_number: field(z.string().trim().min(1).max(100)),
  items: field(z.array(z.string().trim().min(1).max(200)).max(50)),
  account_id: field(z.number().int()),
});
type LlmAnswer = z.infer<typeof answerSchema>;

const chatResponseSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
});

const INSTRUCTIONS = [
  'You read shop receipts for a Kenyan small-business bookkeeping app.',
  'You get the receipt text (from OCR or a PDF, so it may have reading errors), the fields a rule-based parser found,',
  "and the business's expense accounts. Answer ONLY with one JSON object, no prose, with these keys:",
  '"merchant" (the business that issued the receipt, as printed), "date" (the receipt date, yyyy-MM-dd; Kenyan',
  'receipts write the day first), "total" (the grand total paid, a number), "vat_rate" (VAT percent, e.g. 16;',
  '0 when exempt or zero-rated; null when the receipt does not say), "transaction_number" (the receipt, invoice',
  'or transaction number, or the M-Pesa code), "items" (short item names, at most 5), "account_id" (the id of',
  'the best expense account from the list, or null). Use null for anything the receipt does not show.',
  'Correct the parser where the text clearly shows otherwise; never invent values.',
].join(' ');

function jsonFrom(content: string): unknown {
  const unfenced = content.replace(/^\s*```(?:json)?\s*/i, '').replace(/\s*```\s*$/, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new Error('no JSON object in the answer');
  return JSON.parse(unfenced.slice(start, end + 1));
}

export interface LlmRefinement {
  fields: ReceiptFields;
  /** The account the model chose, when it is one of the expense accounts. */
  accountId: number | null;
}

/** Merges a validated answer into the parser's fields (exported for tests). */
export function mergeLlmAnswer(
  fields: ReceiptFields,
  answer: LlmAnswer,
  context: ReceiptContext,
): LlmRefinement {
  const date = answer.date && isoDate(...(answer.date.split('-').map(Number) as [number, number, number]));
  const accountId =
    answer.account_id != null && context.expenseAccounts.some((account) => account.id === answer.account_id)
      ? answer.account_id
      : null;
  return {
    fields: {
      ...fields,
      merchant: answer.merchant ?? fields.merchant,
      date: date || fields.date,
      total: answer.total != null ? roundHalfAwayFromZero(answer.total, 2) : fields.total,
      vatRate: answer.vat_rate ?? fields.vatRate,
      transactionNumber: answer.transaction_number ?? fields.transactionNumber,
      items: answer.items && answer.items.length > 0 ? answer.items : fields.items,
    },
    accountId,
  };
}

/** The parser's fields refined by the model; on any failure, the parser's fields as they were. */
export async function refineWithLlm(
  text: string,
  fields: ReceiptFields,
  context: ReceiptContext,
  config: LlmConfig,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<LlmRefinement> {
  const unchanged = { fields, accountId: null };
  try {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
    const doFetch = options.fetch ?? globalThis.fetch;
    const response = await doFetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      signal,
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        messages: [
          { role: 'system', content: INSTRUCTIONS },
          {
            role: 'user',
            content: JSON.stringify({
              receipt_text: text.slice(0, 8000),
              parser_found: {
                merchant: fields.merchant,
                date: fields.date,
                total: fields.total,
                vat_rate: fields.vatRate,
                transaction_number: fields.transactionNumber,
                items: fields.items.slice(0, 10),
              },
              expense_accounts: context.expenseAccounts.map(({ id, full_name }) => ({ id, name: full_name })),
            }),
          },
        ],
      }),
    });
    if (!response.ok) return unchanged;
    const body = chatResponseSchema.safeParse(await response.json());
    if (!body.success) return unchanged;
    const answer = answerSchema.safeParse(jsonFrom(body.data.choices[0]?.message.content ?? ''));
    if (!answer.success) return unchanged;
    return mergeLlmAnswer(fields, answer.data, context);
  } catch {
    return unchanged;
  }
}
