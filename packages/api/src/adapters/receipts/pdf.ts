import { loadPdfJs, type PdfJs, pdfjsFolder } from '../pdfjs/load.ts';
import { unreadable } from './errors.ts';

/**
 * PDF receipts through pdfjs-dist's legacy build. In Node it runs its parser
 * in-process (no worker, no network): the bytes are handed over as data, and the standard fonts, CMaps and
 * WebAssembly decoders it may need are read from the package's own folders on disk.
 */

type PdfDocument = Awaited<ReturnType<PdfJs['getDocument']>['promise']>;
type PdfPage = Awaited<ReturnType<PdfDocument['getPage']>>;

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: Promise<CanvasModule | null> | null = null;

/**
 * @napi-rs/canvas (pdfjs's own canvas in Node) when its prebuilt binary loads here, else null: scans are then
 * refused. It only ever receives pixels pdfjs decoded itself, never the uploaded bytes.
 */
function loadCanvas(): Promise<CanvasModule | null> {
  canvasModule ??= import('@napi-rs/canvas').catch(() => null);
  return canvasModule;
}

/** Pages read for text (a receipt is one page; an invoice rarely more than a few). */
const MAX_PAGES = 3;

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The text of a page as lines: runs on the same baseline joined left to right, lines top to bottom. */
export function itemsToLines(items: TextItem[]): string[] {
  const sorted = items.filter((item) => item.str.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextItem[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    const first = line?.[0];
    const tolerance = Math.max(2, (first?.height ?? item.height) * 0.45);
    if (line && first && Math.abs(first.y - item.y) <= tolerance) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    line.sort((a, b) => a.x - b.x);
    let text = '';
    let end = Number.NEGATIVE_INFINITY;
    for (const item of line) {
      const gap = item.x - end;
      if (text !== '')
        text += gap > Math.max(1, item.height * 0.15) ? (gap > item.height * 2 ? '   ' : ' ') : '';
      text += item.str;
      end = item.x + item.width;
    }
    return text.trim();
  });
}

async function pageText(page: PdfPage): Promise<string> {
  const content = await page.getTextContent();
  const items: TextItem[] = [];
  for (const item of content.items) {
    if (!('str' in item)) continue;
    const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
    items.push({ str: item.str, x, y, width: item.width, height: item.height || Math.hypot(c, d) });
  }
  return itemsToLines(items).join('\n');
}

async function openPdf(buffer: Buffer): Promise<PdfDocument> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(buffer),
    standardFontDataUrl: pdfjsFolder('standard_fonts'),
    cMapUrl: pdfjsFolder('cmaps'),
    cMapPacked: true,
    wasmUrl: pdfjsFolder('wasm'),
    iccUrl: pdfjsFolder('iccs'),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    const name = error instanceof Error ? error.name : '';
    throw unreadable(name === 'PasswordException' ? 'encrypted_pdf' : 'corrupt_pdf', error);
  }
}

/** Page 1 as an image for OCR (a scan has no text layer), about 200 dpi; null when no canvas is available. */
async function renderFirstPage(document: PdfDocument): Promise<Buffer | null> {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return null;
  const page = await document.getPage(1);
  const base = page.getViewport({ scale: 1 });
  const scale = Math.min(3, 1700 / Math.max(1, base.width), 2600 / Math.max(1, base.height));
  const viewport = page.getViewport({ scale });
  const canvas = canvasModule.createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs draws through the canvas's own 2D context (its Node canvas factory is @napi-rs/canvas too).
  await page.render({ canvas, viewport } as unknown as Parameters<PdfPage['render']>[0]).promise;
  page.cleanup();
  // JPEG: no alpha channel for leptonica to trip over, and quicker to encode and decode than PNG.
  return canvas.encode('jpeg', 92);
}

export interface PdfContent {
  /** The text layer of the first pages ('' for a scan). */
  text: string;
  /** Page 1 rendered to an image when the text layer is missing or too thin to be the receipt (for OCR). */
  scan: Buffer | null;
}

const alphanumerics = (text: string) => text.match(/[A-Za-z0-9]/g)?.length ?? 0;

/** Meaningful text: a few letters or digits at least (a scan may carry a stray invisible character). */
export function hasText(text: string): boolean {
  return alphanumerics(text) >= 8;
}

/**
 * Below this many letters and digits a text layer is not the receipt itself but, say, a scanner app's
 * 'Scanned with CamScanner' over the picture of one: the page is OCRed as well.
 */
const THIN_TEXT = 40;

export async function readPdf(buffer: Buffer): Promise<PdfContent> {
  const document = await openPdf(buffer);
  try {
    const pages: string[] = [];
    try {
      for (let number = 1; number <= Math.min(document.numPages, MAX_PAGES); number++) {
        const page = await document.getPage(number);
        pages.push(await pageText(page));
        page.cleanup();
      }
    } catch (error) {
      if (pages.length === 0) throw unreadable('corrupt_pdf', error);
    }
    const text = pages.join('\n');
    if (alphanumerics(text) >= THIN_TEXT) return { text, scan: null };
    let scan: Buffer | null = null;
    try {
      scan = await renderFirstPage(document);
    } catch (error) {
      if (hasText(text)) return { text, scan: null };
      throw unreadable('pdf_without_text', error);
    }
    if (!scan && !hasText(text)) throw unreadable('pdf_without_text');
    return { text, scan };
  } finally {
    await document.destroy().catch(() => {});
  }
}
