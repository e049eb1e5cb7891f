import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { colourDelta, compareImages } from '../visual/compare-images';

const OPTIONS = { colourThreshold: 0.1, maxDifferentFraction: 0.01 };

/** A PNG of `width` × `height` white pixels, with `paint` colouring some of them. */
function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number] | null = () => null): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const colour = paint(x, y);
      if (colour) data.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return sharp(data, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

describe('the visual tests’ image comparator', () => {
  it('finds identical images the same', async () => {
    const image = await png(20, 10, (x) => (x < 5 ? [30, 40, 200] : null));
    const result = await compareImages(image, image, OPTIONS);
    expect(result).toMatchObject({ width: 20, height: 10, sizeMatches: true, differentPixels: 0, matches: true });
  });

  it('lets a faint shade (anti-aliasing) pass and counts a clear one', async () => {
    const faint = await compareImages(await png(10, 10), await png(10, 10, () => [250, 250, 250]), OPTIONS);
    expect(faint.differentPixels).toBe(0);
    const clear = await compareImages(await png(10, 10), await png(10, 10, (x, y) => (x === 0 && y === 0 ? [200, 30, 30] : null)), OPTIONS);
    expect(clear.differentPixels).toBe(1);
    expect(clear.differentFraction).toBeCloseTo(0.01);
  });

  it('fails once more than the allowed fraction of pixels differ', async () => {
    const base = await png(10, 10);
    const twoPixels = await png(10, 10, (x, y) => (y === 0 && x < 2 ? [0, 0, 0] : null));
    expect((await compareImages(base, await png(10, 10, (x, y) => (x === 0 && y === 0 ? [0, 0, 0] : null)), OPTIONS)).matches).toBe(true);
    expect((await compareImages(base, twoPixels, OPTIONS)).matches).toBe(false);
  });

  it('fails a shift of a few pixels', async () => {
    const box = (left: number) => png(40, 20, (x, y) => (x >= left && x < left + 10 && y >= 5 && y < 15 ? [20, 20, 120] : null));
    const result = await compareImages(await box(5), await box(8), OPTIONS);
    expect(result.matches).toBe(false);
    expect(result.differentPixels).toBe(60);
  });

  it('fails images of different sizes, counting what one lacks as different', async () => {
    const result = await compareImages(await png(10, 10), await png(10, 12), OPTIONS);
    expect(result).toMatchObject({ width: 10, height: 12, sizeMatches: false, differentPixels: 20, matches: false });
  });

  it('draws the differences red on a faded copy of the expected image', async () => {
    const result = await compareImages(await png(2, 1), await png(2, 1, (x) => (x === 1 ? [0, 0, 0] : null)), OPTIONS);
    const { data } = await sharp(await result.diffPng()).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 4)]).toEqual([255, 255, 255, 255]);
    expect([...data.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
  });

  it('measures black against white near the largest distance (35215), a transparent pixel as white, equal colours as none', () => {
    const black = Buffer.from([0, 0, 0, 255]);
    const white = Buffer.from([255, 255, 255, 255]);
    const transparent = Buffer.from([0, 0, 0, 0]);
    expect(colourDelta(black, 0, white, 0)).toBeGreaterThan(0.9 * 35215);
    expect(colourDelta(black, 0, white, 0)).toBeLessThanOrEqual(35215);
    expect(colourDelta(transparent, 0, white, 0)).toBe(0);
    expect(colourDelta(black, 0, black, 0)).toBe(0);
  });
});
