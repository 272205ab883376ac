/**
 * The Central Bank of Kenya's daily mean rates as its site exports them: a CSV with Date (dd/MM/yyyy),
 * Currency and Mean columns (Buy and Sell beside them are ignored). CBK names currencies its own way ("US
 * DOLLAR", "STG POUND", "JPY (100)"), quotes the Japanese yen per 100, and the East African currencies the
 * other way round ("KES / USHS": shillings of Uganda for one Kenyan shilling). Every rate read here is the
 * books' currency for one unit, to the millionth.
 */
import { EARLIEST_DATE, LATEST_DATE } from '@daftari/contracts';
import { divideRounded, parseLooseDate, readWrittenAmount, toRateMicros } from '@daftari/format';
import { CsvError, type CsvRecord, decodeText, parseCsv } from '../../http/csv-import/csv.ts';
import { HttpError } from '../../http/errors.ts';

/** How CBK writes a currency: its ISO code and how its mean is quoted. */
interface CbkQuote {
  code: string;
  /** `per100`: KES for 100 units; `inverse`: units for one KES; else KES for one unit. */
  quote?: 'per100' | 'inverse';
}

const CBK_NAMES: Record<string, CbkQuote> = {
  'US DOLLAR': { code: 'USD' },
  'STG POUND': { code: 'GBP' },
  EURO: { code: 'EUR' },
  'SA RAND': { code: 'ZAR' },
  'KES / USHS': { code: 'UGX', quote: 'inverse' },
  'KES / TSHS': { code: 'TZS', quote: 'inverse' },
  'KES / RWF': { code: 'RWF', quote: 'inverse' },
  'KES / BIF': { code: 'BIF', quote: 'inverse' },
  'AE DIRHAM': { code: 'AED' },
  'CAN $': { code: 'CAD' },
  'S FRANC': { code: 'CHF' },
  'JPY (100)': { code: 'JPY', quote: 'per100' },
  'SW KRONER': { code: 'SEK' },
  'NOR KRONER': { code: 'NOK' },
  'DAN KRONER': { code: 'DKK' },
  'IND RUPEE': { code: 'INR' },
  'HONGKONG DOLLAR': { code: 'HKD' },
  'SINGAPORE DOLLAR': { code: 'SGD' },
  'SAUDI RIYAL': { code: 'SAR' },
  'CHINESE YUAN': { code: 'CNY' },
  'AUSTRALIAN $': { code: 'AUD' },
};

/** One rate of the file: a currency's mean on a day. */
export interface CbkRate {
  line: number;
  currency: string;
  date: string;
  rateMicros: bigint;
}

const MICROS_SQUARED = 10n ** 12n;

/** A CBK currency name (or an ISO code) and its mean as the books' currency for one unit, or why not. */
function rateOf(name: string, mean: string): { currency: string; rateMicros: bigint } | string {
  const known = CBK_NAMES[name.trim().toUpperCase().replace(/\s+/g, ' ')];
  const code = known?.code ?? (/^[A-Za-z]{3}$/.test(name.trim()) ? name.trim().toUpperCase() : null);
  if (!code) return `"${name}" is not a currency CBK lists or an ISO 4217 code`;
  const written = readWrittenAmount(mean);
  if (written === null || written.startsWith('-') || !/[1-9]/.test(written)) {
    return `"${mean}" is not a rate`;
  }
  // CBK publishes four decimals; more than six are cut to the millionth before the rate is turned round.
  const [whole, fraction = ''] = written.split('.');
  const micros = toRateMicros(`${whole}.${fraction.slice(0, 6) || '0'}`);
  if (micros === 0n) return `"${mean}" is not a rate`;
  if (known?.quote === 'per100') return { currency: code, rateMicros: divideRounded(micros, 100n) };
  if (known?.quote === 'inverse')
    return { currency: code, rateMicros: divideRounded(MICROS_SQUARED, micros) };
  return { currency: code, rateMicros: micros };
}

/** CBK's dd/MM/yyyy (or yyyy-MM-dd) as yyyy-MM-dd, when the day exists and is one the app accepts. */
function isoDateOf(text: string): string | null {
  const iso = parseLooseDate(text);
  return iso && iso >= EARLIEST_DATE && iso <= LATEST_DATE ? iso : null;
}

const unprocessable = (message: string, details?: Record<string, string[]>) =>
  new HttpError(422, message, details);

/**
 * The rates of a CBK export, all or nothing: a file without the three columns, or any row that cannot be
 * read, is a 422 naming its lines. Blank lines and title lines before the header are skipped.
 */
export function readCbkRates(bytes: Uint8Array): CbkRate[] {
  const text = decodeText(bytes);
  if (text === null) throw unprocessable('The file is not a CSV file: export the rates from CBK as CSV');
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw unprocessable(`Line ${error.line}: ${error.message}`);
    throw error;
  }
  const headerAt = records.findIndex((record) => {
    const names = record.fields.map((field) => field.trim().toLowerCase());
    return names.includes('date') && names.includes('currency') && names.includes('mean');
  });
  if (headerAt === -1) {
    throw unprocessable('The file needs Date, Currency and Mean columns, as CBK exports its daily rates');
  }
  const names = records[headerAt]!.fields.map((field) => field.trim().toLowerCase());
  const [dateAt, currencyAt, meanAt] = ['date', 'currency', 'mean'].map((name) => names.indexOf(name));
  const rates: CbkRate[] = [];
  const errors: string[] = [];
  for (const { line, fields } of records.slice(headerAt + 1)) {
    if (fields.every((field) => field.trim() === '')) continue;
    const date = isoDateOf(fields[dateAt!] ?? '');
    const rate = rateOf(fields[currencyAt!] ?? '', fields[meanAt!] ?? '');
    if (!date) errors.push(`Line ${line}: "${fields[dateAt!] ?? ''}" is not a date like 31/01/2026`);
    else if (typeof rate === 'string') errors.push(`Line ${line}: ${rate}`);
    else rates.push({ line, date, ...rate });
  }
  if (errors.length > 0) {
    throw unprocessable(`${errors.length} line(s) could not be read; nothing was imported`, {
      file: errors.slice(0, 100),
    });
  }
  if (rates.length === 0) throw unprocessable('The file has a header row but no rates');
  return rates;
}
