import { MAX_ATTACHMENT_BYTES } from '@daftari/contracts';
import { cleanForOcr } from './cleanup.ts';
import { UnreadableReceiptError, unreadable } from './errors.ts';
import { claimedKind, imageInfo, MAX_PIXELS, sniffKind } from './image.ts';
import { type LlmConfig, llmConfigFromEnv, refineWithLlm } from './llm.ts';
import { ReceiptReaderClosedError, recognize } from './ocr.ts';
import { missingFields, parseReceiptFields, parseReceiptPasses, toExtraction } from './parse.ts';
import { hasText, readPdf } from './pdf.ts';
import type { ReceiptContext, ReceiptExtraction, ReceiptFields, ReceiptFile } from './types.ts';

export interface ReadReceiptOptions {
  /** The request's signal: the caller stops waiting when it aborts (a running OCR job still finishes). */
  signal?: AbortSignal;
  /** Time limit of one OCR job (default 30 s); the worker is replaced when a job overruns. */
  timeoutMs?: number;
  /** LLM refinement; default from the environment (LLM_BASE_URL…), null to turn it off. */
  llm?: LlmConfig | null;
  /** For tests of the LLM refinement. */
  fetch?: typeof fetch;
}

export const DEFAULT_OCR_TIMEOUT_MS = 30_000;

export type TextSource = 'pdf-text' | 'pdf-ocr' | 'image-ocr';

/** A PDF is parsed on the main thread: a pathological one gets an answer in time (its parsing still ends). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable('timeout')), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

/**
 * OCR of a picture: one pass, then more over the cleaned picture (cleanup.ts) while a field is still missing
 * (at most two more). Answers the text of each pass.
 */
async function ocrImage(
  buffer: Buffer,
  kind: ReturnType<typeof sniffKind>,
  options: ReadReceiptOptions,
): Promise<string[]> {
  const info = imageInfo(buffer, kind);
  if (info && (info.width === 0 || info.height === 0)) throw unreadable('corrupt_image');
  if (info && info.width * info.height > MAX_PIXELS) throw unreadable('image_too_large');
  const ocrOptions = {
    timeoutMs: options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS,
    ...(options.signal ? { signal: options.signal } : {}),
  };
  const first = await recognize(buffer, ocrOptions);
  const texts = [first.text];
  if (!first.grey || !hasText(first.text) || !missingFields(parseReceiptFields(first.text))) return texts;
  try {
    const cleaned = await cleanForOcr(first.grey);
    if (!cleaned) return texts;
    for (const pass of ['cleaned', 'column'] as const) {
      throwIfAborted(options.signal);
      texts.push((await recognize(cleaned, { ...ocrOptions, pass })).text);
      if (!missingFields(parseReceiptPasses(texts))) break;
    }
  } catch (error) {
    // A later pass only adds: when one fails (its time limit), what the earlier ones read still counts.
    if (options.signal?.aborted || error instanceof ReceiptReaderClosedError) throw error;
  }
  return texts;
}

/** The text on a receipt: a PDF's text layer, or OCR of an image or of a scanned PDF's first page. */
export async function readReceiptText(
  file: ReceiptFile,
  options: ReadReceiptOptions = {},
): Promise<{ text: string; source: TextSource; passes: string[] }> {
  const { buffer } = file;
  if (!buffer || buffer.length === 0) throw unreadable('empty');
  if (buffer.length > MAX_ATTACHMENT_BYTES) throw unreadable('too_large');
  throwIfAborted(options.signal);
  const kind = sniffKind(buffer);
  if (kind === 'unknown') {
    const claimed = claimedKind(file.contentType, file.fileName);
    if (claimed === 'pdf') throw unreadable('corrupt_pdf');
    if (claimed !== 'unknown') throw unreadable('corrupt_image');
    throw unreadable('unsupported_type');
  }
  if (kind === 'pdf') {
    const pdf = await withTimeout(readPdf(buffer), options.timeoutMs ?? DEFAULT_OCR_TIMEOUT_MS);
    if (!pdf.scan) return { text: pdf.text, source: 'pdf-text', passes: [pdf.text] };
    throwIfAborted(options.signal);
    let passes: string[] = [];
    try {
      passes = await ocrImage(pdf.scan, 'jpeg', options);
    } catch (error) {
      // The rendered page is our own JPEG: a failure here is the PDF's, not a corrupt upload's.
      if (!(error instanceof UnreadableReceiptError) || error.reason !== 'corrupt_image') throw error;
    }
    if (!passes.some(hasText)) {
      if (hasText(pdf.text)) return { text: pdf.text, source: 'pdf-text', passes: [pdf.text] };
      throw unreadable('pdf_without_text');
    }
    // The picture is the receipt; a thin text layer (a scanner app's stamp) goes after it.
    if (hasText(pdf.text)) passes = passes.map((ocr) => `${ocr}\n${pdf.text}`);
    return { text: passes.join('\n'), source: 'pdf-ocr', passes };
  }
  const passes = await ocrImage(buffer, kind, options);
  if (!passes.some(hasText)) throw unreadable('no_text');
  return { text: passes.join('\n'), source: 'image-ocr', passes };
}

/**
 * Reads a receipt (PDF, PNG, JPEG or WebP): the fields the parser (and the LLM, when configured) found, and
 * what POST /expenses/extract_from_receipt answers. Throws UnreadableReceiptError (answer 422 with its
 * message) when the file cannot be read; never lets bad input take the process down.
 */
export async function readReceiptFields(
  file: ReceiptFile,
  context: ReceiptContext,
  options: ReadReceiptOptions = {},
): Promise<{ fields: ReceiptFields; extraction: ReceiptExtraction; text: string }> {
  const { text, passes } = await readReceiptText(file, options);
  let fields = parseReceiptPasses(passes);
  let llmAccountId: number | null = null;
  const llm = options.llm === undefined ? llmConfigFromEnv(process.env) : options.llm;
  if (llm) {
    throwIfAborted(options.signal);
    const refined = await refineWithLlm(text, fields, context, llm, {
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    fields = refined.fields;
    llmAccountId = refined.accountId;
  }
  if (!fields.merchant && fields.total === null && !fields.date) throw unreadable('no_receipt_fields');
  return { fields, extraction: toExtraction(fields, text, context, llmAccountId), text };
}

/** What POST /expenses/extract_from_receipt answers for a receipt (see readReceiptFields). */
export async function readReceipt(
  file: ReceiptFile,
  context: ReceiptContext,
  options: ReadReceiptOptions = {},
): Promise<ReceiptExtraction> {
  return (await readReceiptFields(file, context, options)).extraction;
}
