import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { loadPdfJs, restoreBuiltIns, withoutReplacedBuiltIns } from './load.ts';

const native = {
  parse: JSON.parse,
  stringify: JSON.stringify,
  push: Array.prototype.push,
  toString: Function.prototype.toString,
};

function onePagePdf(text: string): Promise<Buffer> {
  const document = new PDFDocument();
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))));
  document.text(text);
  document.end();
  return done;
}

describe('loading pdfjs without its polyfills on the built-ins', () => {
  it('puts back what a load replaced and keeps what it added', async () => {
    const added = Symbol('added');
    await withoutReplacedBuiltIns(async () => {
      JSON.parse = () => 'polyfilled';
      (Array.prototype as unknown as Record<symbol, unknown>)[added] = true;
    });
    expect(JSON.parse).toBe(native.parse);
    expect(JSON.parse('{"a":1}')).toEqual({ a: 1 });
    expect((Array.prototype as unknown as Record<symbol, unknown>)[added]).toBe(true);
    delete (Array.prototype as unknown as Record<symbol, unknown>)[added];
    expect(restoreBuiltIns(new Map())).toEqual([]);
  });

  it('reads a PDF, and JSON, push and toString are still Node’s own afterwards', async () => {
    const { getDocument } = await loadPdfJs();
    const document = await getDocument({
      data: new Uint8Array(await onePagePdf('Hello pdfjs')),
      verbosity: 0,
    }).promise;
    const content = await (await document.getPage(1)).getTextContent();
    await document.destroy();
    expect(content.items.map((item) => ('str' in item ? item.str : '')).join('')).toContain('Hello pdfjs');
    expect(JSON.parse).toBe(native.parse);
    expect(JSON.stringify).toBe(native.stringify);
    expect(Array.prototype.push).toBe(native.push);
    expect(Function.prototype.toString).toBe(native.toString);
    expect((globalThis as { pdfjsWorker?: unknown }).pdfjsWorker).toBeDefined();
  });
});
