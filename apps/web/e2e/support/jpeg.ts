/**
 * What a journey needs to know of a JPEG without an image library: its size in pixels and whether
 * it carries EXIF, and a camera's EXIF (an orientation and a GPS position) to put into one.
 */

const SOI = Buffer.from([0xff, 0xd8]);

function ifdEntry(tag: number, type: number, count: number, value: Buffer): Buffer {
  const entry = Buffer.alloc(12);
  entry.writeUInt16BE(tag, 0);
  entry.writeUInt16BE(type, 2);
  entry.writeUInt32BE(count, 4);
  value.copy(entry, 8);
  return entry;
}

const short = (n: number) => Buffer.from([n >> 8, n & 0xff, 0, 0]);
const long = (n: number) => {
  const value = Buffer.alloc(4);
  value.writeUInt32BE(n);
  return value;
};

/**
 * The JPEG with a camera's EXIF block: `orientation` (6: the phone was held upright, so the
 * picture is to be turned a quarter clockwise) and the latitude where it was taken.
 */
export function withCameraExif(jpeg: Buffer, orientation: number): Buffer {
  // TIFF, big-endian: IFD0 at 8 holds the orientation and where the GPS IFD is.
  const gpsAt = 8 + 2 + 2 * 12 + 4;
  const latitudeAt = gpsAt + 2 + 2 * 12 + 4;
  const ifd0 = Buffer.concat([
    Buffer.from([0, 2]),
    ifdEntry(0x0112, 3, 1, short(orientation)),
    ifdEntry(0x8825, 4, 1, long(gpsAt)),
    long(0),
  ]);
  const gps = Buffer.concat([
    Buffer.from([0, 2]),
    ifdEntry(0x0001, 2, 2, Buffer.from('N\0\0\0', 'latin1')),
    ifdEntry(0x0002, 5, 3, long(latitudeAt)),
    long(0),
  ]);
  // 51° 30' 26": where the photo was taken, which must not reach the server.
  const latitude = Buffer.concat([long(51), long(1), long(30), long(1), long(2600), long(100)]);
  const tiff = Buffer.concat([Buffer.from('MM\0\x2a', 'latin1'), long(8), ifd0, gps, latitude]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  if (!jpeg.subarray(0, 2).equals(SOI)) throw new Error('Not a JPEG');
  return Buffer.concat([SOI, header, payload, jpeg.subarray(2)]);
}

export interface JpegFacts {
  width: number;
  height: number;
  /** An APP1 EXIF block: where, when and with what the photo was taken. */
  hasExif: boolean;
}

/** The size and metadata of a JPEG, from its segments up to the first frame header. */
export function jpegFacts(jpeg: Buffer): JpegFacts {
  if (!jpeg.subarray(0, 2).equals(SOI)) throw new Error('Not a JPEG');
  let hasExif = false;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) throw new Error(`No JPEG marker at ${at}`);
    const marker = jpeg[at + 1] ?? 0;
    const length = jpeg.readUInt16BE(at + 2);
    if (marker === 0xe1 && jpeg.toString('latin1', at + 4, at + 10) === 'Exif\0\0') hasExif = true;
    // SOF0 to SOF15, but DHT (C4), JPG (C8) and DAC (CC), which are not frame headers.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(at + 5), width: jpeg.readUInt16BE(at + 7), hasExif };
    }
    at += 2 + length;
  }
  throw new Error('No frame header in the JPEG');
}
