import PDFDocument from 'pdfkit';

/**
 * Safaricom's M-PESA full statement, laid out as the real one is: a header block (customer name, mobile
 * number, period), the summary table (TRANSACTION TYPE / PAID IN / PAID OUT and a TOTAL), then the detailed
 * statement newest first over as many pages as it takes, its header row repeated on every page, Details and
 * Completion Time wrapping inside their cells, Withdrawn written negative ("-1,000.00"), and optionally the
 * last row of a page printed again at the top of the next (as Safaricom's statements sometimes do).
 */

export interface MpesaRow {
  receipt: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  time: string;
  details: string;
  status: 'COMPLETED' | 'FAILED';
  paidInCents: bigint | null;
  withdrawnCents: bigint | null;
  balanceCents: bigint;
}

export interface MpesaPdfOptions {
  rows: MpesaRow[];
  password?: string;
  customer?: string;
  mobile?: string;
  period?: string;
  /** Print each page's last row again at the top of the next page. */
  repeatAtPageBreak?: boolean;
  /** TOTAL of the summary table, when a test wants it wrong (otherwise the completed rows' sums). */
  totals?: { paidIn: bigint; paidOut: bigint };
  /** The rows the summary table is summed from, when a test wants it to disagree with the detail table. */
  summaryOf?: MpesaRow[];
  /** No summary table at all. */
  withoutSummary?: boolean;
}

export const money = (cents: bigint) => {
  const negative = cents < 0n;
  const size = negative ? -cents : cents;
  const whole = (size / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${whole}.${(size % 100n).toString().padStart(2, '0')}`;
};

const COLUMNS = [
  { title: 'Receipt No.', x: 30, width: 62 },
  { title: 'Completion Time', x: 94, width: 58 },
  { title: 'Details', x: 156, width: 150 },
  { title: 'Transaction Status', x: 310, width: 68 },
  { title: 'Paid In', x: 382, width: 62 },
  { title: 'Withdrawn', x: 448, width: 62 },
  { title: 'Balance', x: 514, width: 60 },
];
const SIZE = 7;
const BOTTOM = 800;

const kinds: [string, RegExp][] = [
  ['SEND MONEY:', /^Customer Transfer to/],
  ['RECEIVED MONEY:', /^(Funds received from|Business Payment from)/],
  ['AGENT DEPOSIT:', /^Deposit of Funds at Agent/],
  ['AGENT WITHDRAWAL:', /^Customer Withdrawal/],
  ['LIPA NA M-PESA (PAYBILL):', /^Pay Bill/],
  ['LIPA NA M-PESA (BUY GOODS):', /^Merchant Payment/],
];

function summary(rows: MpesaRow[]) {
  const sums = new Map<string, { paidIn: bigint; paidOut: bigint }>();
  for (const [label] of [...kinds, ['OTHERS:']]) sums.set(label as string, { paidIn: 0n, paidOut: 0n });
  for (const row of rows.filter((each) => each.status === 'COMPLETED')) {
    const label = kinds.find(([, pattern]) => pattern.test(row.details))?.[0] ?? 'OTHERS:';
    const sum = sums.get(label)!;
    sum.paidIn += row.paidInCents ?? 0n;
    sum.paidOut += row.withdrawnCents ?? 0n;
  }
  return sums;
}

function cells(row: MpesaRow): string[] {
  return [
    row.receipt,
    row.time,
    row.details,
    row.status,
    row.paidInCents === null ? '' : money(row.paidInCents),
    row.withdrawnCents === null ? '' : money(-row.withdrawnCents),
    money(row.balanceCents),
  ];
}

export function mpesaStatementPdf(options: MpesaPdfOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 30,
    autoFirstPage: true,
    pdfVersion: '1.7',
    ...(options.password
      ? { userPassword: options.password, ownerPassword: `${options.password}-owner` }
      : {}),
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(12).text('M-PESA STATEMENT', 30, 30);
  doc.font('Helvetica').fontSize(8);
  const block = [
    ['Customer Name:', options.customer ?? 'JANE WANJIRU KAMAU'],
    ['Mobile Number:', options.mobile ?? '0712345678'],
    ['Email Address:', ''],
    ['Statement Period:', options.period ?? '01 Mar 2026 - 31 Mar 2026'],
    ['Request Date:', '01 Apr 2026'],
  ];
  let y = 52;
  for (const [label, value] of block) {
    doc.text(label!, 30, y, { lineBreak: false });
    if (value) doc.text(value, 120, y, { lineBreak: false });
    y += 11;
  }
  if (!options.withoutSummary) {
    y += 8;
    doc.font('Helvetica-Bold').text('SUMMARY', 30, y, { lineBreak: false });
    y += 12;
    for (const [text, x] of [
      ['TRANSACTION TYPE', 30],
      ['PAID IN', 250],
      ['PAID OUT', 350],
    ] as const) {
      doc.text(text, x, y, { lineBreak: false });
    }
    doc.font('Helvetica');
    const sums = summary(options.summaryOf ?? options.rows);
    const totals = options.totals ?? {
      paidIn: [...sums.values()].reduce((total, sum) => total + sum.paidIn, 0n),
      paidOut: [...sums.values()].reduce((total, sum) => total + sum.paidOut, 0n),
    };
    for (const [label, sum] of [...sums, ['TOTAL:', totals] as const]) {
      y += 11;
      doc.text(label, 30, y, { lineBreak: false });
      doc.text(money(sum.paidIn), 250, y, { lineBreak: false });
      doc.text(money(sum.paidOut), 350, y, { lineBreak: false });
    }
  }
  y += 20;
  doc.font('Helvetica-Bold').fontSize(9).text('DETAILED STATEMENT', 30, y, { lineBreak: false });
  y += 14;
  const header = () => {
    doc.font('Helvetica-Bold').fontSize(SIZE);
    for (const column of COLUMNS) doc.text(column.title, column.x, y, { lineBreak: false });
    doc.font('Helvetica').fontSize(SIZE);
    y += 12;
  };
  const drawRow = (row: MpesaRow) => {
    const texts = cells(row);
    const height = Math.max(
      ...texts.map((text, index) => doc.heightOfString(text || ' ', { width: COLUMNS[index]!.width })),
    );
    texts.forEach((text, index) => {
      if (text) doc.text(text, COLUMNS[index]!.x, y, { width: COLUMNS[index]!.width });
    });
    y += height + 5;
  };
  header();
  let last: MpesaRow | null = null;
  for (const row of options.rows) {
    const lines = Math.ceil(doc.heightOfString(row.details, { width: COLUMNS[2]!.width }) / (SIZE * 1.2));
    if (y + lines * SIZE * 1.3 + 5 > BOTTOM) {
      doc.text(`Page ${doc.bufferedPageRange().count}`, 280, 825, { lineBreak: false });
      doc.addPage();
      y = 30;
      header();
      if (options.repeatAtPageBreak && last) drawRow(last);
    }
    drawRow(row);
    last = row;
  }
  doc.end();
  return done;
}
