import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import type { SourceMeta } from './front-matter';
import { glyphPixel } from './pixel-font';

const WIDTH = 827;
const HEIGHT = 1169;
const SCALE = 2;
const ADVANCE = 6 * SCALE;
const LINE = 7 * SCALE + 10;

/** A PNG (8-bit greyscale) from raw pixel rows. */
function png(pixels: Uint8Array, width: number, height: number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y += 1) {
    raw[y * (width + 1)] = 0;
    raw.set(pixels.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A "scanned" signed page: the text is drawn as pixels into an image, so the PDF has no text layer
 * at all (what a text extractor sees in a real scan without OCR). Paper speckles come from a fixed
 * seed, so the output is the same every run.
 */
export async function scannedPdf(text: string, meta: SourceMeta): Promise<Buffer> {
  const pixels = new Uint8Array(WIDTH * HEIGHT).fill(242);
  let seed = 20261002;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let i = 0; i < 1500; i += 1)
    pixels[Math.floor(random() * pixels.length)] = 150 + Math.floor(random() * 60);
  const lines = text.split('\n');
  lines.forEach((line, row) => {
    [...line].forEach((ch, col) => {
      for (let gy = 0; gy < 7; gy += 1) {
        for (let gx = 0; gx < 5; gx += 1) {
          if (!glyphPixel(ch, gx, gy)) continue;
          for (let dy = 0; dy < SCALE; dy += 1) {
            for (let dx = 0; dx < SCALE; dx += 1) {
              const x = 40 + col * ADVANCE + gx * SCALE + dx;
              const y = 90 + row * LINE + gy * SCALE + dy;
              if (x < WIDTH && y < HEIGHT) pixels[y * WIDTH + x] = 35;
            }
          }
        }
      }
    });
  });
  for (let x = 0; x < 200; x += 1) {
    const y = Math.round(90 + (lines.length + 2) * LINE + 14 * Math.sin(x / 9) + 6 * Math.sin(x / 3.1));
    for (let t = 0; t < 2; t += 1) pixels[(y + t) * WIDTH + 90 + x] = 40;
  }
  const doc = await PDFDocument.create({ updateMetadata: false });
  const image = await doc.embedPng(png(pixels, WIDTH, HEIGHT));
  const page = doc.addPage([595.28, 841.89]);
  page.drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  doc.setProducer('Office scanner (sample)');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return Buffer.from(await doc.save());
}
