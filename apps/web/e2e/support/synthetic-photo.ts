/**
 * A phone camera's photo made at test time, with no image tool on the machine: the browser draws a
 * page of a document on a textured, slightly grainy background and writes it as a JPEG at a
 * camera's quality, which comes to the size a 12-megapixel photo has (about 4 to 6 MB).
 * `synthesizePhoto` runs in the page (page.evaluate), so it uses nothing from outside itself.
 */

export interface PhotoOrder {
  width: number;
  height: number;
  /** The JPEG quality a camera writes with. */
  quality: number;
}

/** Runs in the browser: the photo's JPEG bytes, in base64 so they can leave the page. */
export async function synthesizePhoto({ width, height, quality }: PhotoOrder): Promise<string> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  const pixels = context.createImageData(width, height);
  const data = pixels.data;
  // A fixed sequence, so every run makes the same photo and the same sizes.
  let seed = 20_261_128;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const light = 150 + 60 * Math.sin(x / 700) * Math.cos(y / 900);
      // A sensor's grain, which a cheap camera's JPEG keeps much of.
      const grain = (random() - 0.5) * 90;
      data[at] = light + 20 + grain;
      data[at + 1] = light + grain;
      data[at + 2] = light - 25 + grain;
      data[at + 3] = 255;
    }
  }
  context.putImageData(pixels, 0, 0);
  // The document: a white sheet with lines of text, as a passport page or letter is photographed.
  context.fillStyle = '#f4f1ea';
  context.fillRect(width * 0.15, height * 0.1, width * 0.7, height * 0.8);
  context.fillStyle = '#222';
  context.font = `${Math.round(height / 40)}px serif`;
  for (let line = 0; line < 24; line += 1) {
    context.fillText(
      `Line ${line + 1}: Home Office reference HO/2026/${(line * 7919) % 100_000}`,
      width * 0.2,
      height * (0.15 + line * 0.03),
    );
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let text = '';
  for (let from = 0; from < bytes.length; from += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(from, from + 0x8000));
  }
  return btoa(text);
}

/** A 12-megapixel camera's photo: 4,000 by 3,000 pixels at quality 0.95. */
export const PHONE_PHOTO: PhotoOrder = { width: 4000, height: 3000, quality: 0.95 };
