import { loadPdfJs } from '../../src/adapters/pdfjs/load.ts';

/** The text of each page of a PDF, the runs of a page joined with spaces (as a reader would copy it). */
export async function pdfPages(pdf: Buffer): Promise<string[]> {
  const { getDocument } = await loadPdfJs();
  const document = await getDocument({
    data: new Uint8Array(pdf),
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? item.str : ''))
          .filter((text) => text !== '')
          .join(' '),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The fill colours (`#rrggbb`) a PDF's first page sets, in order. */
export async function pdfFillColors(pdf: Buffer): Promise<string[]> {
  const { getDocument, OPS } = await loadPdfJs();
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  try {
    const { fnArray, argsArray } = await (await document.getPage(1)).getOperatorList();
    return fnArray.flatMap((fn, index) =>
      fn === OPS.setFillRGBColor ? [String((argsArray[index] as unknown[])[0])] : [],
    );
  } finally {
    await document.destroy();
  }
}
