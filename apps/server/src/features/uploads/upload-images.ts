import { sniffFileType } from '@sanchay/domain';
import type { Metadata, Sharp, SharpOptions } from 'sharp';

// Images are judged by decoding them with sharp (libvips), not by their first bytes: a file that
// only starts like a JPEG or PNG, or that carries something after the image, never gets further
// (docs/decisions/0019). What is kept is a new encoding of the decoded pixels, so anything
// appended and every piece of metadata (EXIF with its GPS position, comments, ICC) is dropped.

/**
 * What a phone camera makes: 50 MP sensors in full-resolution mode (8160 × 6144) and 12 MP
 * everywhere else. Above either bound the file is not a photo of a cheque or a signature.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const MAX_IMAGE_SIDE = 12_000;
/**
 * The long side of what is kept: a cheque (8 inches) at 4096 px is about 500 dpi, more than a
 * bank's reviewer or OCR needs; a 50 MP photo is kept at about 10 MP. Decoding a JPEG this much
 * smaller lets libjpeg scale while it decodes, so the full-size pixels are never all in memory.
 */
export const KEPT_LONG_SIDE = 4096;
/** OCR reads a cheque at about 300 dpi: 8 inches is 2400 px. More only costs memory and time. */
export const OCR_LONG_SIDE = 2400;

export type ImageType = 'jpeg' | 'png';

export type DecodedImage =
  | { ok: true; type: ImageType; bytes: Uint8Array; width: number; height: number }
  | { ok: false; reason: 'undecodable' | 'too-large' | 'other-format' };

/**
 * sharp (libvips) is loaded on the first upload, not at start: it costs about 20 MB of resident
 * memory and a second of start-up on a busy machine, and most processes never see an upload.
 */
let loaded: Promise<typeof import('sharp').default> | undefined;
/** The library; its failure to load is the server's fault (a 500, logged), never the file's. */
async function library(): Promise<(input: Uint8Array, extra?: SharpOptions) => Sharp> {
  loaded ??= import('sharp').then(
    ({ default: load }) => {
      // Nothing is decoded twice from the same input; the cache would only hold memory.
      load.cache(false);
      return load;
    },
    (err: unknown) => {
      loaded = undefined;
      throw err;
    },
  );
  const load = await loaded;
  return (input, extra) => load(input, { ...options, ...extra });
}

const options: SharpOptions = {
  // The pixel bound again at decode time, in case the header lied (libvips checks before allocating).
  limitInputPixels: MAX_IMAGE_PIXELS,
  // A truncated or corrupt image is refused; a harmless warning (extra bytes before a marker,
  // which some phones write) is not.
  failOn: 'truncated',
  autoOrient: true,
};

/** One decode at a time: a 50 MP image is 200 MB of pixels, and two of them need not coexist. */
let tail: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work);
  tail = run.catch(() => undefined);
  return run;
}

/**
 * Reads the header (dimensions, format) before any pixel is decoded, refuses what no phone
 * makes, then decodes the whole image and encodes it anew in the same format, its long side at
 * most {@link KEPT_LONG_SIDE}.
 */
export function decodeImage(bytes: Uint8Array, expected: ImageType | 'tiff' | 'gif'): Promise<DecodedImage> {
  // A TIFF (a mandate scan, spec 3 §5) is kept as a JPEG: browsers do not show TIFF. A GIF (a
  // certificate, spec 3 §5) is kept as a PNG of its first frame: lossless, and nothing animates.
  const kept: ImageType = expected === 'tiff' ? 'jpeg' : expected === 'gif' ? 'png' : expected;
  return oneAtATime(async () => {
    const sharp = await library();
    let header: Metadata;
    try {
      header = await sharp(bytes).metadata();
    } catch (err) {
      return refusalOf(err);
    }
    if (header.format !== expected) return { ok: false, reason: 'other-format' };
    const { width, height } = header;
    if (!width || !height) return { ok: false, reason: 'undecodable' };
    if (!withinPixelBounds(width, height)) return { ok: false, reason: 'too-large' };
    return encodeKept(sharp(bytes), kept);
  });
}

const withinPixelBounds = (width: number, height: number) =>
  width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS;

/** The decoded pixels encoded anew in `kept`, the long side at most {@link KEPT_LONG_SIDE}. */
async function encodeKept(image: Sharp, kept: ImageType): Promise<DecodedImage> {
    try {
      const pipeline = image.resize({
        width: KEPT_LONG_SIDE,
        height: KEPT_LONG_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const { data, info } = await (kept === 'jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 90 })
        : pipeline.png({ compressionLevel: 9 })
      ).toBuffer({ resolveWithObject: true });
      return { ok: true, type: kept, bytes: new Uint8Array(data), width: info.width, height: info.height };
    } catch (err) {
      return refusalOf(err);
    }
}

/**
 * A BMP (a certificate, spec 3 §5), which libvips does not read: its header is checked here
 * (BITMAPINFOHEADER or later, within the pixel bounds) before bmp-js allocates anything, then
 * bmp-js decodes the pixels (ABGR) and they go through the same encoding as every image, kept
 * as a PNG. A file cut short or lying about its size fails in the decoder and is refused.
 */
export function decodeBmp(bytes: Uint8Array): Promise<DecodedImage> {
  return oneAtATime(async () => {
    if (bytes.length < 54 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return { ok: false, reason: 'other-format' };
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const headerSize = view.getUint32(14, true);
    const width = view.getInt32(18, true);
    const height = Math.abs(view.getInt32(22, true));
    const bitsPerPixel = view.getUint16(28, true);
    if (headerSize < 40 || width <= 0 || height === 0 || ![1, 4, 8, 16, 24, 32].includes(bitsPerPixel)) {
      return { ok: false, reason: 'undecodable' };
    }
    if (!withinPixelBounds(width, height)) return { ok: false, reason: 'too-large' };
    // The pixel rows must be in the file (bmp-js would read past the end as zeros otherwise).
    const rowBytes = Math.ceil((width * bitsPerPixel) / 32) * 4;
    const compression = view.getUint32(30, true);
    if (compression === 0 && view.getUint32(10, true) + rowBytes * height > bytes.length) return { ok: false, reason: 'undecodable' };
    let decoded: { data: Buffer; width: number; height: number };
    try {
      const { decode } = await import('bmp-js');
      decoded = decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    } catch {
      return { ok: false, reason: 'undecodable' };
    }
    if (decoded.width !== width || decoded.height !== height || decoded.data.length !== width * height * 4) {
      return { ok: false, reason: 'undecodable' };
    }
    // ABGR → RGBA; BMP has no meaningful alpha below 32 bits, so it is dropped.
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0, o = 0; i < decoded.data.length; i += 4, o += 3) {
      rgb[o] = decoded.data[i + 3]!;
      rgb[o + 1] = decoded.data[i + 2]!;
      rgb[o + 2] = decoded.data[i + 1]!;
    }
    const sharp = await library();
    return encodeKept(sharp(rgb, { raw: { width, height, channels: 3 } }), 'png');
  });
}

/**
 * Whether the bytes are an image this feature would keep (a JPEG or PNG that decodes whole,
 * within the pixel bounds): the sandbox exchange judges a mandate scan with it (app.ts).
 */
export async function isReadableImage(bytes: Uint8Array): Promise<boolean> {
  const type = sniffFileType(bytes.subarray(0, 16));
  if (type !== 'jpeg' && type !== 'png') return false;
  return (await decodeImage(bytes, type)).ok;
}

/** The same image as a JPEG of lower quality: for the rare re-encoding that outgrows 5 MB. */
export function reencodeSmaller(image: Uint8Array): Promise<Uint8Array> {
  return oneAtATime(async () => {
    const sharp = await library();
    return new Uint8Array(await sharp(image).flatten({ background: '#ffffff' }).jpeg({ quality: 75 }).toBuffer());
  });
}

/**
 * What OCR is given: the kept image in grey, its long side at most {@link OCR_LONG_SIDE}, as a
 * PNG. This bounds the OCR engine's memory and time whatever the photo's resolution.
 */
export function imageForOcr(image: Uint8Array): Promise<Uint8Array> {
  return oneAtATime(async () => {
    const sharp = await library();
    const grey = sharp(image)
      .resize({ width: OCR_LONG_SIDE, height: OCR_LONG_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .greyscale();
    return new Uint8Array(await grey.png({ compressionLevel: 1 }).toBuffer());
  });
}

function refusalOf(err: unknown): DecodedImage {
  // libvips says "Input image exceeds pixel limit" when the header declares too many pixels.
  const tooLarge = err instanceof Error && /pixel limit/i.test(err.message);
  return { ok: false, reason: tooLarge ? 'too-large' : 'undecodable' };
}
