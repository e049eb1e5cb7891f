import { deflateSync } from 'node:zlib';

/** Seed articles' hero images, drawn here as deterministic PNGs: the site never hot-links another host. */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes 8-bit RGB pixels (row by row, 3 bytes each) as a PNG. */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: truecolour
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (stride + 1)] = 0; // filter: none
    raw.set(rgb.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgb = readonly [number, number, number];

export interface HeroPalette {
  from: Rgb;
  to: Rgb;
  accent: Rgb;
}

/** A 1200×630 hero (the Open Graph size): gradient plus a few translucent circles placed by `seed`. */
export function drawHeroImage(palette: HeroPalette, seed: number, width = 1200, height = 630): Buffer {
  const pixels = new Uint8Array(width * height * 3);
  // A tiny deterministic generator for circle positions (decoration only; nothing of value).
  let state = seed >>> 0 || 1;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
  const circles = Array.from({ length: 7 }, () => ({ x: next() * width, y: next() * height, r: 60 + next() * 200, alpha: 0.08 + next() * 0.14 }));
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width) * 0.6 + (y / height) * 0.4;
      let r = palette.from[0] + (palette.to[0] - palette.from[0]) * t;
      let g = palette.from[1] + (palette.to[1] - palette.from[1]) * t;
      let b = palette.from[2] + (palette.to[2] - palette.from[2]) * t;
      for (const circle of circles) {
        const dx = x - circle.x;
        const dy = y - circle.y;
        if (dx * dx + dy * dy <= circle.r * circle.r) {
          r += (palette.accent[0] - r) * circle.alpha;
          g += (palette.accent[1] - g) * circle.alpha;
          b += (palette.accent[2] - b) * circle.alpha;
        }
      }
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round(r);
      pixels[offset + 1] = Math.round(g);
      pixels[offset + 2] = Math.round(b);
    }
  }
  return encodePng(width, height, pixels);
}
