// Draws the app's PNG icons (the favicon's briefcase) with no image library: run once with
// `npx tsx scripts/make-icons.ts` after changing the design, and commit the PNGs.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BLUE = [0x1d, 0x4e, 0xd8] as const;
const WHITE = [0xff, 0xff, 0xff] as const;

/** Colour at (x, y) in a 64-unit design space; null is transparent. */
function design(x: number, y: number, fullBleed: boolean): readonly number[] | null {
  const inRoundRect = (l: number, t: number, w: number, h: number, r: number) => {
    if (x < l || y < t || x > l + w || y > t + h) return false;
    const cx = Math.min(Math.max(x, l + r), l + w - r);
    const cy = Math.min(Math.max(y, t + r), t + h - r);
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  };
  if (!fullBleed && !inRoundRect(0, 0, 64, 64, 14)) return null;
  // Maskable icons keep the drawing inside the central 80% safe zone.
  const s = fullBleed ? 0.8 : 1;
  const u = (x - 32) / s + 32;
  const v = (y - 32) / s + 32;
  const at = (l: number, t: number, w: number, h: number, r = 0) => {
    if (u < l || v < t || u > l + w || v > t + h) return false;
    const cx = Math.min(Math.max(u, l + r), l + w - r);
    const cy = Math.min(Math.max(v, t + r), t + h - r);
    return (u - cx) ** 2 + (v - cy) ** 2 <= r * r;
  };
  const stripe = at(14, 31, 36, 3);
  const body = at(14, 22, 36, 26, 4);
  const handle = at(23, 13, 18, 11, 4) && !at(27, 17, 10, 8);
  return (body && !stripe) || handle ? WHITE : BLUE;
}

function png(size: number, fullBleed: boolean): Buffer {
  const samples = 4; // 4x4 supersampling for smooth edges
  const rows: Buffer[] = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = design(
            ((px + (sx + 0.5) / samples) / size) * 64,
            ((py + (sy + 0.5) / samples) / size) * 64,
            fullBleed,
          );
          if (c) {
            r += c[0]!;
            g += c[1]!;
            b += c[2]!;
            a += 1;
          }
        }
      }
      const o = 1 + px * 4;
      if (a > 0) {
        row[o] = Math.round(r / a);
        row[o + 1] = Math.round(g / a);
        row[o + 2] = Math.round(b / a);
      }
      row[o + 3] = Math.round((a / samples ** 2) * 255);
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer): number {
  let crc = ~0;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

const dir = new URL('../web/public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), png(192, false));
writeFileSync(new URL('icon-512.png', dir), png(512, false));
writeFileSync(new URL('icon-maskable-512.png', dir), png(512, true));
writeFileSync(new URL('apple-touch-icon.png', dir), png(180, true));
console.log('Icons written to web/public/icons/');
