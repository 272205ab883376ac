import { strToU8, zipSync } from 'fflate';

/**
 * A minimal XLSX workbook as Excel writes one: the sheet's text cells in sharedStrings.xml, numbers as
 * numbers, dates as serial numbers in a date style (style 1), formulas with their cached value.
 */
export type XlsxCell =
  | string
  | number
  | null
  | { date: number }
  | { formula: string; cached: string }
  | { inline: string };

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const column = (index: number): string => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

/** The XML of a first sheet holding the rows. */
export function sheetXml(rows: XlsxCell[][], shared: string[]): string {
  const index = new Map(shared.map((text, at) => [text, at]));
  const share = (text: string) => {
    if (!index.has(text)) {
      index.set(text, shared.length);
      shared.push(text);
    }
    return index.get(text)!;
  };
  const body = rows
    .map((row, r) => {
      const cells = row
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
          if (typeof cell === 'string') return `<c r="${ref}" t="s"><v>${share(cell)}</v></c>`;
          if ('date' in cell) return `<c r="${ref}" s="1"><v>${cell.date}</v></c>`;
          if ('inline' in cell)
            return `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(cell.inline)}</t></is></c>`;
          const type = /^-?\d+(\.\d+)?$/.test(cell.cached) ? '' : ' t="str"';
          return `<c r="${ref}"${type}><f>${escapeXml(cell.formula)}</f><v>${escapeXml(cell.cached)}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cells}</row>`;
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body}</sheetData></worksheet>`;
}

/** The workbook's parts (name → XML), to zip as they are or after a test has spoiled one. */
export function xlsxParts(rows: XlsxCell[][], sheet?: string): Record<string, string> {
  const shared: string[] = [];
  const worksheet = sheet ?? sheetXml(rows, shared);
  const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml': `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rel}"><sheets><sheet name="Statement" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/styles.xml': `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${ns}"><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy\\ hh:mm:ss"/></numFmts><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="164"/></cellXfs></styleSheet>`,
    'xl/sharedStrings.xml': `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">${shared.map((text) => `<si><t xml:space="preserve">${escapeXml(text)}</t></si>`).join('')}</sst>`,
    'xl/worksheets/sheet1.xml': worksheet,
  };
}

export function zipParts(parts: Record<string, string | Uint8Array>): Uint8Array {
  return zipSync(
    Object.fromEntries(
      Object.entries(parts).map(([name, content]) => [
        name,
        typeof content === 'string' ? strToU8(content) : content,
      ]),
    ),
  );
}

export const xlsxFile = (rows: XlsxCell[][]): Uint8Array => zipParts(xlsxParts(rows));

/** The archive with the declared uncompressed size of one entry rewritten (in its central directory entry). */
export function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const copy = new Uint8Array(zip);
  const view = new DataView(copy.buffer);
  const wanted = strToU8(name);
  for (let at = 0; at + 46 < copy.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    const length = view.getUint16(at + 28, true);
    const found = copy.subarray(at + 46, at + 46 + length);
    if (length === wanted.length && found.every((byte, i) => byte === wanted[i])) {
      view.setUint32(at + 24, size, true);
      return copy;
    }
  }
  throw new Error(`${name} is not in the archive`);
}

/** Excel's serial day number of a UTC date and time. */
export const excelSerial = (iso: string) => (Date.parse(`${iso}Z`) - Date.UTC(1899, 11, 30)) / 86_400_000;
