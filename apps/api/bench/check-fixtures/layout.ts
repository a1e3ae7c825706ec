/**
 * A text document as lines of cells, laid out once on an A4 page of 1240 × 1754 px (150 dpi), so the
 * same positioned runs are drawn on a canvas (photos, scans), written into a PDF's text layer and
 * into a DOCX's paragraphs.
 */
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';

export const PAGE = { width: 1240, height: 1754, margin: 110 } as const;
const CONTENT = PAGE.width - 2 * PAGE.margin;

export interface Cell {
  text: string;
  /** Where the cell starts (left), ends (right) or centres, as a share of the content width. */
  at?: number;
  align?: 'left' | 'right' | 'center';
}

export interface Line {
  cells: Cell[];
  /** Font size in px at 150 dpi (26 px ≈ 12.5 pt). */
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in px. */
  gap?: number;
  /** A coloured band behind the line (a bank's or a department's header). */
  band?: string;
  colour?: string;
}

export interface Run {
  text: string;
  x: number;
  /** Baseline, from the top. */
  y: number;
  size: number;
  bold: boolean;
  colour: string;
}

export interface LaidOutPage {
  runs: Run[];
  bands: { y: number; height: number; colour: string }[];
  rules: { y: number }[];
}

export const FONT = 'Liberation Sans';
const measurer = createCanvas(10, 10).getContext('2d');

export function fontOf(size: number, bold: boolean): string {
  return `${bold ? 'bold ' : ''}${size}px "${FONT}"`;
}

export function measure(text: string, size: number, bold: boolean): number {
  measurer.font = fontOf(size, bold);
  return measurer.measureText(text).width;
}

// Builders for the templates.
export const p = (text: string, extra: Partial<Line> = {}): Line => ({ cells: [{ text }], ...extra });
export const h = (text: string, size = 40, extra: Partial<Line> = {}): Line => ({
  cells: [{ text }],
  size,
  bold: true,
  gap: 10,
  ...extra,
});
export const row = (cells: (string | Cell)[], extra: Partial<Line> = {}): Line => ({
  cells: cells.map((c) => (typeof c === 'string' ? { text: c } : c)),
  ...extra,
});
export const gap = (px: number): Line => ({ cells: [], gap: px });
export const RULE = '\u0000rule';
export const rule = (): Line => ({ cells: [{ text: RULE }], gap: 6 });

export function layout(lines: Line[]): LaidOutPage {
  const page: LaidOutPage = { runs: [], bands: [], rules: [] };
  let y = PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 25;
    y += line.gap ?? 0;
    if (line.cells[0]?.text === RULE) {
      page.rules.push({ y: y + 6 });
      y += 14;
      continue;
    }
    if (line.cells.length === 0) continue;
    const height = Math.round(size * 1.45);
    if (line.band) page.bands.push({ y: y - 8, height: height + 12, colour: line.band });
    const baseline = y + size;
    for (const cell of line.cells) {
      const at = PAGE.margin + (cell.at ?? 0) * CONTENT;
      const width = measure(cell.text, size, line.bold ?? false);
      const x = cell.align === 'right' ? at - width : cell.align === 'center' ? at - width / 2 : at;
      page.runs.push({
        text: cell.text,
        x,
        y: baseline,
        size,
        bold: line.bold ?? false,
        colour: line.colour ?? '#111',
      });
    }
    y += height;
  }
  return page;
}

export function drawLaidOut(ctx: SKRSContext2D, page: LaidOutPage): void {
  for (const band of page.bands) {
    ctx.fillStyle = band.colour;
    ctx.fillRect(PAGE.margin - 20, band.y, CONTENT + 40, band.height);
  }
  ctx.strokeStyle = '#333';
  ctx.lineWidth = 2;
  for (const r of page.rules) {
    ctx.beginPath();
    ctx.moveTo(PAGE.margin, r.y);
    ctx.lineTo(PAGE.width - PAGE.margin, r.y);
    ctx.stroke();
  }
  for (const run of page.runs) {
    ctx.font = fontOf(run.size, run.bold);
    ctx.fillStyle = run.colour;
    ctx.fillText(run.text, run.x, run.y);
  }
}
