import sharp from 'sharp';

/**
 * The visual tests' comparator (decision 047): two PNGs, pixel by pixel. A pixel differs when the
 * perceived distance of its colours (YIQ, the measure pixelmatch uses) exceeds `colourThreshold`
 * (0 exact … 1 anything passes); the images differ when more than `maxDifferentFraction` of the
 * pixels do. Images of different sizes are laid on one canvas of the larger width and height, each
 * pixel one of them lacks counting as different, so a page that grew or shrank fails with a
 * fraction that says by how much. Decoding and encoding is sharp's (a dependency already).
 */
export interface CompareOptions {
  colourThreshold: number;
  maxDifferentFraction: number;
}

export interface Comparison {
  width: number;
  height: number;
  sizeMatches: boolean;
  differentPixels: number;
  /** differentPixels over the canvas's pixels. */
  differentFraction: number;
  /** Whether the images count as the same under the options. */
  matches: boolean;
  /** A PNG: the expected image faded, each differing pixel red. */
  diffPng(): Promise<Buffer>;
}

/** The largest squared YIQ distance (black against white), pixelmatch's 35215. */
const MAX_YIQ_DELTA = 35215;

interface Rgba {
  data: Buffer;
  width: number;
  height: number;
}

async function decode(png: Buffer): Promise<Rgba> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** A colour channel blended onto white by its alpha, so a transparent pixel reads as the page behind it. */
function onWhite(channel: number, alpha: number): number {
  return 255 + ((channel - 255) * alpha) / 255;
}

/** The squared YIQ distance of two RGBA pixels (pixelmatch's measure, its colours blended onto white). */
export function colourDelta(a: Buffer, aAt: number, b: Buffer, bAt: number): number {
  const alphaA = a[aAt + 3]!;
  const alphaB = b[bAt + 3]!;
  const red = onWhite(a[aAt]!, alphaA) - onWhite(b[bAt]!, alphaB);
  const green = onWhite(a[aAt + 1]!, alphaA) - onWhite(b[bAt + 1]!, alphaB);
  const blue = onWhite(a[aAt + 2]!, alphaA) - onWhite(b[bAt + 2]!, alphaB);
  const y = red * 0.29889531 + green * 0.58662247 + blue * 0.11448223;
  const i = red * 0.59597799 - green * 0.2741761 - blue * 0.32180189;
  const q = red * 0.21147017 - green * 0.52261711 + blue * 0.31114694;
  return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q;
}

export async function compareImages(expectedPng: Buffer, actualPng: Buffer, options: CompareOptions): Promise<Comparison> {
  const [expected, actual] = await Promise.all([decode(expectedPng), decode(actualPng)]);
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const maxDelta = MAX_YIQ_DELTA * options.colourThreshold * options.colourThreshold;
  const different = new Uint8Array(width * height);
  let differentPixels = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inBoth = x < expected.width && y < expected.height && x < actual.width && y < actual.height;
      if (inBoth && colourDelta(expected.data, (y * expected.width + x) * 4, actual.data, (y * actual.width + x) * 4) <= maxDelta) continue;
      different[y * width + x] = 1;
      differentPixels++;
    }
  }
  const differentFraction = differentPixels / (width * height);
  return {
    width,
    height,
    sizeMatches: expected.width === actual.width && expected.height === actual.height,
    differentPixels,
    differentFraction,
    matches: expected.width === actual.width && expected.height === actual.height && differentFraction <= options.maxDifferentFraction,
    diffPng: () => diffImage(expected, different, width, height),
  };
}

function diffImage(expected: Rgba, different: Uint8Array, width: number, height: number): Promise<Buffer> {
  const out = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      if (different[y * width + x]) {
        out.set([255, 0, 0, 255], at);
      } else if (x < expected.width && y < expected.height) {
        const from = (y * expected.width + x) * 4;
        const grey = 0.299 * expected.data[from]! + 0.587 * expected.data[from + 1]! + 0.114 * expected.data[from + 2]!;
        // A faded grey of the expected screen, so the red stands out against where it is.
        const faded = 255 - (255 - grey) * 0.25;
        out.set([faded, faded, faded, 255], at);
      }
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } }).png().toBuffer();
}
