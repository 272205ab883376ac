import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { imageInfo, sniffKind } from '../../adapters/receipts/image.ts';
import type { Db } from '../../db/client.ts';
import { accountLogos } from '../../db/schema.ts';
import { HttpError } from '../../http/errors.ts';
import { isWholePng } from './png-check.ts';

export const MAX_LOGO_BYTES = 1024 * 1024;
export const LOGO_WRONG_TYPE = 'The logo must be a PNG, JPEG or SVG image.';
export const LOGO_TOO_LARGE = 'The logo can be at most 1 MB.';
const LOGO_UNREADABLE = 'The logo could not be read as an image.';

/** An SVG is drawn into a PNG that fits this box (a PNG or JPEG is kept as it came). */
const SVG_BOX = { width: 1200, height: 480 };
/** A logo's header may claim at most this many pixels (a decompression bomb has millions more). */
const MAX_LOGO_PIXELS = 16_000_000;

export interface Logo {
  contentType: 'image/png' | 'image/jpeg';
  data: Buffer;
  updatedAt: Date;
}

const isSvg = (bytes: Buffer) =>
  /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(bytes.toString('utf8', 0, 4096));

/**
 * An SVG's own content only: no entities and no references outside itself (`href` to a file or a URL), so
 * drawing it reads nothing but its bytes.
 */
function selfContainedSvg(text: string): boolean {
  if (/<!ENTITY/i.test(text)) return false;
  for (const match of text.matchAll(/href\s*=\s*["']([^"']*)["']/gi)) {
    const target = (match[1] ?? '').trim();
    if (!target.startsWith('#') && !target.startsWith('data:image/')) return false;
  }
  return true;
}

async function svgToPng(bytes: Buffer): Promise<Buffer> {
  const text = bytes.toString('utf8');
  if (!selfContainedSvg(text)) throw new HttpError(422, 'The SVG logo may not refer to other files.');
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(bytes);
  } catch {
    throw new HttpError(422, LOGO_UNREADABLE);
  }
  if (!(image.width > 0 && image.height > 0)) throw new HttpError(422, 'The SVG logo has no size.');
  const scale = Math.min(SVG_BOX.width / image.width, SVG_BOX.height / image.height);
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  canvas.getContext('2d').drawImage(image, 0, 0, width, height);
  return canvas.encode('png');
}

/**
 * Checks a PNG or JPEG as pdfkit, which draws it on every PDF, will read it: a PNG decoded whole (see
 * png-check.ts), a JPEG's markers by pdfkit's own reader. An image that would not draw is refused now, not
 * when an invoice is rendered; native decoders never see uploaded bytes.
 */
function checkRaster(bytes: Buffer, kind: 'png' | 'jpeg'): void {
  const size = imageInfo(bytes, kind);
  if (!size || size.width === 0 || size.height === 0) throw new HttpError(422, LOGO_UNREADABLE);
  if (size.width * size.height > MAX_LOGO_PIXELS) throw new HttpError(422, 'The logo has too many pixels.');
  if (kind === 'png') {
    if (!isWholePng(bytes, MAX_LOGO_PIXELS)) throw new HttpError(422, LOGO_UNREADABLE);
    return;
  }
  try {
    new PDFDocument().image(bytes, 0, 0, { width: 1 });
  } catch {
    throw new HttpError(422, LOGO_UNREADABLE);
  }
}

/** The uploaded bytes as the logo to store: a PNG or JPEG as it is, an SVG drawn into a PNG; else 422. */
export async function logoImage(bytes: Buffer): Promise<Pick<Logo, 'contentType' | 'data'>> {
  const kind = sniffKind(bytes);
  if (kind === 'png' || kind === 'jpeg') {
    checkRaster(bytes, kind);
    return { contentType: kind === 'png' ? 'image/png' : 'image/jpeg', data: bytes };
  }
  if (kind === 'unknown' && isSvg(bytes)) return { contentType: 'image/png', data: await svgToPng(bytes) };
  throw new HttpError(422, LOGO_WRONG_TYPE);
}

export async function saveLogo(
  db: Db,
  accountId: number,
  logo: Pick<Logo, 'contentType' | 'data'>,
  now: Date,
) {
  await db
    .insert(accountLogos)
    .values({ accountId, ...logo, updatedAt: now })
    .onConflictDoUpdate({ target: accountLogos.accountId, set: { ...logo, updatedAt: now } });
}

export async function deleteLogo(db: Db, accountId: number): Promise<void> {
  await db.delete(accountLogos).where(eq(accountLogos.accountId, accountId));
}

export async function logoOf(db: Db, accountId: number): Promise<Logo | null> {
  const [row] = await db.select().from(accountLogos).where(eq(accountLogos.accountId, accountId)).limit(1);
  return row
    ? { contentType: row.contentType as Logo['contentType'], data: row.data, updatedAt: row.updatedAt }
    : null;
}

/** When the logo last changed, for the account's `logo_url`; null without one. */
export async function logoVersion(db: Db, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ updatedAt: accountLogos.updatedAt })
    .from(accountLogos)
    .where(eq(accountLogos.accountId, accountId))
    .limit(1);
  return row ? row.updatedAt.getTime() : null;
}
