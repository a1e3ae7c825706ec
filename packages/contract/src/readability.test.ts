import { describe, expect, it } from 'vitest';
import { measureReadability, type ReadabilityMetrics, readabilityFindings } from './readability.ts';

const WIDTH = 600;
const HEIGHT = 800;

/** A page of text as a camera sees it: light paper, lines of dark letter strokes, a pseudo-random layout. */
function textPage(paper = 225, ink = 35): Uint8Array {
  const grey = new Uint8Array(WIDTH * HEIGHT).fill(paper);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (let top = 40; top + 14 < HEIGHT - 40; top += 26) {
    let x = 40;
    while (x < WIDTH - 60) {
      const letters = 2 + Math.floor(random() * 8);
      for (let l = 0; l < letters; l++) {
        // A letter of its own width: a vertical stem and a bar, 2 px strokes.
        const width = 5 + Math.floor(random() * 5);
        const tall = random() < 0.3 ? 0 : 4;
        for (let y = top + tall; y < top + 14; y++) for (let dx = 0; dx < 2; dx++) set(grey, x + dx, y, ink);
        const bar = top + 6 + Math.floor(random() * 6);
        for (let dx = 0; dx < width - 2; dx++)
          for (let dy = 0; dy < 2; dy++) set(grey, x + dx, bar + dy, ink);
        x += width + 1 + Math.floor(random() * 3);
      }
      x += 8;
    }
  }
  return grey;
}

function set(grey: Uint8Array, x: number, y: number, value: number) {
  if (x >= 0 && x < WIDTH && y >= 0 && y < HEIGHT) grey[y * WIDTH + x] = value;
}

/** One pass of a box filter of the given half-width along rows (dx 1) or columns (dy 1). */
function boxPass(grey: Uint8Array, half: number, dx: number, dy: number): Uint8Array {
  const out = new Uint8Array(grey.length);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let sum = 0;
      for (let k = -half; k <= half; k++) {
        const xx = Math.min(WIDTH - 1, Math.max(0, x + k * dx));
        const yy = Math.min(HEIGHT - 1, Math.max(0, y + k * dy));
        sum += grey[yy * WIDTH + xx] ?? 0;
      }
      out[y * WIDTH + x] = Math.round(sum / (2 * half + 1));
    }
  }
  return out;
}

/** A lens's blur, near enough to a Gaussian: three box passes each way. */
function outOfFocus(grey: Uint8Array, half: number): Uint8Array {
  let out = grey;
  for (let pass = 0; pass < 3; pass++) out = boxPass(boxPass(out, half, 1, 0), half, 0, 1);
  return out;
}

/** A camera shake: the same, along one direction only. */
function shaken(grey: Uint8Array, half: number): Uint8Array {
  let out = grey;
  for (let pass = 0; pass < 3; pass++) out = boxPass(out, half, 1, 0);
  return out;
}

const codes = (metrics: ReadabilityMetrics) => readabilityFindings(metrics).map((f) => f.code);
const original = { width: 1600, height: 2130 };

describe('measureReadability', () => {
  it('measures a sharp page of text as bright, contrasted and sharp', () => {
    const metrics = measureReadability(textPage(), WIDTH, HEIGHT, original);
    expect(metrics.width).toBe(1600);
    expect(metrics.height).toBe(2130);
    expect(metrics.brightness).toBeGreaterThan(180);
    expect(metrics.contrast).toBeGreaterThan(150);
    expect(metrics.blur).toBeLessThan(0.25);
    expect(codes(metrics)).toEqual([]);
  });

  it('calls the same page blurred once it is out of focus', () => {
    const metrics = measureReadability(outOfFocus(textPage(), 2), WIDTH, HEIGHT, original);
    expect(metrics.blur).toBeGreaterThan(0.35);
    expect(codes(metrics)).toEqual(['blurred']);
  });

  it('calls a camera shake (a streak one way) blurred', () => {
    const metrics = measureReadability(shaken(textPage(), 3), WIDTH, HEIGHT, original);
    expect(metrics.blur).toBeGreaterThan(0.35);
    expect(codes(metrics)).toContain('blurred');
  });

  it('calls a page photographed in the dark too dark, and not also washed out', () => {
    const metrics = measureReadability(textPage(30, 8), WIDTH, HEIGHT, original);
    expect(metrics.brightness).toBeLessThan(60);
    expect(codes(metrics)).toEqual(['tooDark']);
  });

  it('calls a page whose ink fades into the paper washed out', () => {
    const metrics = measureReadability(textPage(235, 195), WIDTH, HEIGHT, original);
    expect(metrics.contrast).toBeLessThan(60);
    expect(codes(metrics)).toEqual(['washedOut']);
    expect(readabilityFindings(metrics)[0]).toEqual({
      code: 'washedOut',
      tone: 'warn',
      params: { contrast: metrics.contrast },
      confidence: null,
    });
  });

  it('calls a photo whose long side is under 1000 px too small, whatever its copy measured', () => {
    const metrics = measureReadability(textPage(), WIDTH, HEIGHT, { width: 420, height: 560 });
    expect(readabilityFindings(metrics)).toEqual([
      { code: 'tooSmall', tone: 'warn', params: { width: 420, height: 560 }, confidence: null },
    ]);
    expect(codes({ ...metrics, width: 1000, height: 700 })).toEqual([]);
  });

  it('gives a blank page no blur (its contrast speaks for it) and survives an empty image', () => {
    const blank = measureReadability(new Uint8Array(WIDTH * HEIGHT).fill(200), WIDTH, HEIGHT, original);
    expect(blank.blur).toBe(0);
    expect(codes(blank)).toEqual(['washedOut']);
    expect(measureReadability(new Uint8Array(0), 0, 0)).toEqual({
      width: 0,
      height: 0,
      brightness: 0,
      contrast: 0,
      blur: 0,
    });
  });
});
