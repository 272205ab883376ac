import { loadPdfJs, pdfjsFolder } from '../../../adapters/pdfjs/load.ts';
import { StatementError } from './line.ts';

/**
 * The text of a statement PDF with its positions, through pdfjs-dist's legacy build parsed in-process: the
 * bytes are handed over as data, fonts and CMaps read from the package.
 */

/** A run of text on a page: its left edge and baseline in PDF units (y grows upwards), and its size. */
export interface TextRun {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of a page: runs sharing a baseline, left to right; pages' lines top to bottom. */
export interface TextLine {
  page: number;
  y: number;
  runs: TextRun[];
}

/** pdfjs's answer to a missing password (1) and to a wrong one (2). */
const NEED_PASSWORD = 1;

function passwordError(error: unknown, password: string | undefined): StatementError | null {
  if (!(error instanceof Error) || error.name !== 'PasswordException') return null;
  const code = (error as Error & { code?: number }).code;
  const missing = code === NEED_PASSWORD && !password;
  return new StatementError(
    missing
      ? 'This statement is protected by a password: enter it (for an M-PESA statement, the ID number)'
      : 'The password does not open this statement',
    { password: [missing ? 'A password is required' : 'The password is wrong'] },
  );
}

const corrupt = () =>
  new StatementError('The PDF cannot be read: it is damaged or incomplete. Download the statement again');

/** Runs on the same baseline joined into lines, top to bottom. */
function linesOf(page: number, runs: TextRun[]): TextLine[] {
  const sorted = runs.filter((run) => run.text.trim() !== '').sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextLine[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= Math.max(1.5, run.height * 0.4)) line.runs.push(run);
    else lines.push({ page, y: run.y, runs: [run] });
  }
  for (const line of lines) line.runs.sort((a, b) => a.x - b.x);
  return lines;
}

/**
 * Every line of text of the PDF, opened with the password when given. A wrong or missing password, a damaged
 * file and a PDF without text (a scan) are each refused with a StatementError.
 */
export async function pdfTextLines(bytes: Uint8Array, password?: string): Promise<TextLine[]> {
  const { getDocument } = await loadPdfJs();
  const task = getDocument({
    data: new Uint8Array(bytes),
    password,
    standardFontDataUrl: pdfjsFolder('standard_fonts'),
    cMapUrl: pdfjsFolder('cmaps'),
    cMapPacked: true,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  let document: Awaited<typeof task.promise>;
  try {
    document = await task.promise;
  } catch (error) {
    await task.destroy().catch(() => {});
    throw passwordError(error, password) ?? corrupt();
  }
  try {
    const lines: TextLine[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const runs: TextRun[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , c = 0, d = 0, x = 0, y = 0] = item.transform as number[];
        runs.push({ text: item.str, x, y, width: item.width, height: item.height || Math.hypot(c, d) });
      }
      lines.push(...linesOf(number, runs));
      page.cleanup();
    }
    if (!lines.some((line) => line.runs.some((run) => /[A-Za-z0-9]/.test(run.text)))) {
      throw new StatementError(
        'This PDF has no text (it looks like a scan): download the statement from M-PESA again as a PDF',
      );
    }
    return lines;
  } catch (error) {
    if (error instanceof StatementError) throw error;
    throw corrupt();
  } finally {
    await document.destroy().catch(() => {});
  }
}
