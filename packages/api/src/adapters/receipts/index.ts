/**
 * The offline receipt reader behind POST /expenses/extract_from_receipt: PDFs through their text layer
 * (pdfjs-dist), images and scans through tesseract.js OCR in a worker thread, then a rule-based parser;
 * optionally refined by an OpenAI-compatible LLM when LLM_BASE_URL is set.
 */
export { guessCategory, normaliseMerchant, suggestAccount } from './accounts.ts';
export { MESSAGES as UNREADABLE_MESSAGES, type UnreadableReason, UnreadableReceiptError } from './errors.ts';
export { type LlmConfig, llmConfigFromEnv, mergeLlmAnswer, refineWithLlm } from './llm.ts';
export { closeReceiptReader, ocrWorkerStats, ReceiptReaderClosedError } from './ocr.ts';
export { parseReceiptFields, parseReceiptPasses, parseReceiptText, toExtraction } from './parse.ts';
export {
  DEFAULT_OCR_TIMEOUT_MS,
  type ReadReceiptOptions,
  readReceipt,
  readReceiptFields,
  readReceiptText,
} from './read-receipt.ts';
export type {
  ExpenseAccountRef,
  ReceiptContext,
  ReceiptExtraction,
  ReceiptFields,
  ReceiptFile,
} from './types.ts';
