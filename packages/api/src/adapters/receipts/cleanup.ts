/**
 * The picture prepared for a second OCR pass: grey, light text on dark bands (an app bar, a logo bar, a
 * phone in dark mode) turned into dark text on light, contrast stretched, and small pictures enlarged
 * (tesseract reads best when letters are 20–40 px tall; a till roll photographed whole has them at 10–15).
 *
 * It only ever decodes the grey PNG tesseract's own leptonica wrote after reading the upload (never the
 * uploaded bytes: see image.ts on native decoders), with @napi-rs/canvas when its prebuilt binary loads here
 * (as pdf.ts); without it there is no cleaned picture (null) and no further pass.
 */

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: Promise<CanvasModule | null> | null = null;

function loadCanvas(): Promise<CanvasModule | null> {
  canvasModule ??= import('@napi-rs/canvas').catch(() => null);
  return canvasModule;
}

/** Pictures narrower than this (a till roll, a phone screenshot) are enlarged twice. */
const SMALL_WIDTH = 900;
/** How far from a row's background brightness a pixel must be to count as ink. */
const INK = 25;
/** Backgrounds darker than this may carry light text (a coloured card with dark text is lighter). */
const DARK_BACKGROUND = 140;

/**
 * Rows whose ink is lighter than their background: an app bar, a logo bar, a phone in dark mode. The
 * background is the row's median, so a bar must span most of the row, and be mostly of that one colour.
 */
function lightOnDarkRows(data: Uint8ClampedArray, width: number, height: number): boolean[] {
  const rows: boolean[] = [];
  const row = new Uint8Array(width);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) row[x] = data[(y * width + x) * 4] ?? 0;
    const background = row.slice().sort()[width >> 1] ?? 255;
    let light = 0;
    let dark = 0;
    for (const value of row) {
      if (value > background + INK) light++;
      else if (value < background - INK) dark++;
    }
    // A bar is mostly its own colour (a paper receipt on a dark table is not: half of that row is paper).
    const uniform = width - light - dark >= width * 0.75;
    rows.push(uniform && background < DARK_BACKGROUND && light > dark);
  }
  return rows;
}

/** Light-on-dark rows turned dark-on-light, each stretched on its own (a mid-tone bar has little contrast). */
function invertLightRows(data: Uint8ClampedArray, width: number, height: number): void {
  const inverted = lightOnDarkRows(data, width, height);
  for (let y = 0; y < height; y++) {
    if (!inverted[y]) continue;
    let min = 255;
    let max = 0;
    for (let x = 0; x < width; x++) {
      const value = data[(y * width + x) * 4] ?? 0;
      min = Math.min(min, value);
      max = Math.max(max, value);
    }
    const span = max - min > 30 ? max - min : 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const value = data[i] ?? 0;
      data[i] = 255 - (span ? ((value - min) * 255) / span : value);
    }
  }
}

/** The 1st–99th percentile of brightness stretched over the whole range (a faded print, a dim photo). */
function stretchContrast(data: Uint8ClampedArray): void {
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < data.length; i += 4) {
    const value = data[i] ?? 0;
    histogram[value] = (histogram[value] ?? 0) + 1;
  }
  const cut = (data.length / 4) * 0.01;
  let low = 0;
  let high = 255;
  for (let seen = 0; low < 255 && seen + (histogram[low] ?? 0) < cut; low++) seen += histogram[low] ?? 0;
  for (let seen = 0; high > 0 && seen + (histogram[high] ?? 0) < cut; high--) seen += histogram[high] ?? 0;
  const span = Math.max(1, high - low);
  for (let i = 0; i < data.length; i += 4) {
    const value = (((data[i] ?? 0) - low) * 255) / span;
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 255;
  }
}

/** Grey PNG (tesseract's) in, cleaned PNG out; null when it cannot be made. */
export async function cleanForOcr(greyPng: Buffer): Promise<Buffer | null> {
  const canvasModule = await loadCanvas();
  if (!canvasModule) return null;
  const { createCanvas, loadImage } = canvasModule;
  const image = await loadImage(greyPng).catch(() => null);
  if (!image) return null;
  const { width, height } = image;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const pixels = ctx.getImageData(0, 0, width, height);
  invertLightRows(pixels.data, width, height);
  stretchContrast(pixels.data);
  ctx.putImageData(pixels, 0, 0);
  if (width >= SMALL_WIDTH) return canvas.encode('png');
  const big = createCanvas(width * 2, height * 2);
  const bctx = big.getContext('2d');
  bctx.imageSmoothingEnabled = true;
  bctx.imageSmoothingQuality = 'high';
  bctx.drawImage(canvas, 0, 0, width * 2, height * 2);
  return big.encode('png');
}
