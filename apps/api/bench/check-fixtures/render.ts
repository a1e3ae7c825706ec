/**
 * How a page reaches the firm: scanned flat, or photographed on a table (keystone, rotation,
 * uneven light, sensor noise, JPEG), and the ways a photo goes wrong (dark, blurred, shaken, tiny,
 * washed out). Seeded, so running the generator again gives the same pictures.
 */
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { PageSource } from './documents.ts';
import { drawLaidOut, layout, PAGE } from './layout.ts';

export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page as it was printed: a PNG. */
export async function drawPage(source: PageSource): Promise<Buffer> {
  if (source.type === 'drawn') {
    const canvas = createCanvas(source.width, source.height);
    source.draw(canvas.getContext('2d'));
    return canvas.encode('png');
  }
  const canvas = createCanvas(PAGE.width, PAGE.height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  drawLaidOut(ctx, layout(source.lines));
  return canvas.encode('png');
}

export type Defect = 'dark' | 'blurred' | 'shaken' | 'tiny' | 'washedOut' | 'careless';

export interface PhotoOptions {
  seed: number;
  /** Degrees. */
  rotate: number;
  /** How much narrower the far edge of the page is than the near one (0–0.2). */
  keystone: number;
  /** Darkest corner's share of the brightest (uneven light), 0.55–1. */
  light: number;
  noise: number;
}

function addNoise(raw: Buffer, channels: number, sigma: number, random: () => number): void {
  for (let i = 0; i < raw.length; i += channels) {
    // Box–Muller; the same grain on every channel, as a phone's luminance noise looks.
    const n = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random()) * sigma;
    for (let c = 0; c < channels; c++) {
      const v = (raw[i + c] ?? 0) + n;
      raw[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
}

async function finish(png: Buffer, noise: number, seed: number, quality: number): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (noise > 0) addNoise(data, info.channels, noise, seeded(seed));
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality, mozjpeg: true })
    .toBuffer();
}

/** A flatbed scan: the page itself, 1600 px on its long side, a faint grey and grain. */
export async function scan(page: Buffer, seed: number): Promise<Buffer> {
  const meta = await sharp(page).metadata();
  const portrait = (meta.height ?? 0) >= (meta.width ?? 0);
  const resized = await sharp(page)
    .resize(portrait ? { height: 1600 } : { width: 1600 })
    .linear(0.96, 4)
    .png()
    .toBuffer();
  return finish(resized, 3, seed, 78);
}

/** A phone photo of the page on a table: 1200 × 1600 (or 1600 × 1200 for a landscape page). */
export async function photo(page: Buffer, o: PhotoOptions): Promise<Buffer> {
  const image: Image = await loadImage(page);
  const landscape = image.width > image.height;
  const [W, H] = landscape ? [1600, 1200] : [1200, 1600];
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  const random = seeded(o.seed);
  // The table.
  const table = ctx.createLinearGradient(0, 0, W, H);
  table.addColorStop(0, '#6b5443');
  table.addColorStop(1, '#3e2f25');
  ctx.fillStyle = table;
  ctx.fillRect(0, 0, W, H);
  ctx.strokeStyle = 'rgba(30,20,10,0.25)';
  for (let i = 0; i < 40; i++) {
    ctx.lineWidth = 1 + random() * 3;
    ctx.beginPath();
    const y = random() * H;
    ctx.moveTo(0, y);
    ctx.bezierCurveTo(W / 3, y + random() * 40 - 20, (2 * W) / 3, y + random() * 40 - 20, W, y);
    ctx.stroke();
  }
  // The page, foreshortened (narrower at the top), rotated, in strips.
  const scale = Math.min((W * 0.9) / image.width, (H * 0.9) / image.height);
  const pw = image.width * scale;
  const ph = image.height * scale;
  ctx.save();
  ctx.translate(W / 2 + (random() - 0.5) * 30, H / 2 + (random() - 0.5) * 30);
  ctx.rotate((o.rotate * Math.PI) / 180);
  ctx.shadowColor = 'rgba(0,0,0,0.45)';
  ctx.shadowBlur = 25;
  const strip = 2;
  for (let sy = 0; sy < image.height; sy += strip) {
    const t = sy / image.height;
    const width = pw * (1 - o.keystone * (1 - t));
    const dy = -ph / 2 + t * ph;
    ctx.drawImage(image, 0, sy, image.width, strip, -width / 2, dy, width, (strip * ph) / image.height + 0.6);
    if (sy === 0) ctx.shadowColor = 'transparent';
  }
  ctx.restore();
  // Uneven light: a lamp off one corner.
  ctx.globalCompositeOperation = 'multiply';
  const lamp = ctx.createRadialGradient(W * 0.25, H * 0.2, 50, W * 0.4, H * 0.4, Math.max(W, H) * 1.05);
  const dim = Math.round(255 * o.light);
  lamp.addColorStop(0, '#ffffff');
  lamp.addColorStop(1, `rgb(${dim},${dim},${Math.round(dim * 0.95)})`);
  ctx.fillStyle = lamp;
  ctx.fillRect(0, 0, W, H);
  ctx.globalCompositeOperation = 'source-over';
  const softened = await sharp(await canvas.encode('png'))
    .blur(0.6)
    .png()
    .toBuffer();
  return finish(softened, o.noise, o.seed + 1, 74);
}

/** What went wrong with the photo, applied to the picture as taken. */
export async function spoil(jpeg: Buffer, defect: Defect, seed: number): Promise<Buffer> {
  let image = sharp(jpeg);
  let noise = 0;
  switch (defect) {
    case 'dark':
      // Under-exposed: what a phone gives in a dim room, with the noise of a high ISO.
      image = image.linear(0.2, 0).gamma(1.4);
      noise = 5;
      break;
    case 'blurred':
      image = image.blur(4.5);
      break;
    case 'shaken': {
      const length = 29;
      // A diagonal streak: the hand moved while the shutter was open.
      const kernel = Array.from({ length: length * length }, (_, i) =>
        Math.floor(i / length) === i % length ? 1 : 0,
      );
      image = image.convolve({ width: length, height: length, kernel, scale: length });
      break;
    }
    case 'tiny':
      image = image.resize(420, 420, { fit: 'inside' });
      break;
    case 'washedOut':
      // Glare or an over-exposed scan: ink barely darker than paper.
      image = image.linear(0.16, 212);
      noise = 2;
      break;
    case 'careless':
      // Slightly blurred, dim and noisy: no single pixel measure flags it, the OCR struggles.
      image = image.blur(2.2).linear(0.55, 10);
      noise = 10;
      break;
  }
  return finish(await image.png().toBuffer(), noise, seed, defect === 'tiny' ? 80 : 75);
}
