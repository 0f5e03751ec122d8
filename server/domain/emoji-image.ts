/**
 * A custom emoji's image: recognised by its bytes, resized into Zulip's 64×64 box, and for an
 * animated image a still version (its first frame, as a PNG), as Zulip's resize_emoji does.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { imageTypeOf } from './avatars';
import { badRequest } from './errors';

/** Zulip's DEFAULT_EMOJI_SIZE: an emoji fits in a square this many pixels wide. */
export const EMOJI_SIZE = 64;
/** Zulip's MAX_EMOJI_FILE_SIZE_MIB. */
export const MAX_EMOJI_BYTES = 5 * 1024 * 1024;
// Zulip's IMAGE_BOMB_TOTAL_PIXELS: a small file may claim an enormous image.
const MAX_PIXELS = 90_000_000;

const EXTENSIONS: Record<string, 'png' | 'jpeg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface EmojiImages {
  /** The emoji as stored and served. */
  data: Buffer;
  /** Its file extension (`png`, `jpeg`, `gif`, `webp`). */
  ext: string;
  /** The first frame of an animated image, as a PNG; null for a still one. */
  still: Buffer | null;
}

/** Whether a PNG is animated: an acTL chunk comes before its first IDAT. */
export function isAnimatedPng(data: Buffer): boolean {
  let at = 8;
  while (at + 8 <= data.length) {
    const type = data.subarray(at + 4, at + 8).toString('latin1');
    if (type === 'acTL') return true;
    if (type === 'IDAT') return false;
    at += 12 + data.readUInt32BE(at);
  }
  return false;
}

const intoBox = (image: Sharp) =>
  image.resize(EMOJI_SIZE, EMOJI_SIZE, { fit: 'inside', withoutEnlargement: true });

/** The emoji's images, or a refusal saying what is wrong with the file. */
export async function emojiImages(data: Buffer): Promise<EmojiImages> {
  const type = imageTypeOf(data);
  const ext = type && EXTENSIONS[type];
  if (!ext) throw badRequest('Invalid image format: use a PNG, JPEG, GIF or WebP image.');
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' } as const;
  let meta: Metadata;
  try {
    meta = await sharp(data, { ...options, animated: true }).metadata();
  } catch {
    throw badRequest('Could not decode image; did you upload an image file?');
  }
  // An animated image's height is that of all its frames.
  if (meta.width * meta.height > MAX_PIXELS) throw badRequest('Image size exceeds limit.');
  const pages = meta.pages ?? 1;
  const still = () => intoBox(sharp(data, options)).png().toBuffer();
  const resized = (animated: boolean) =>
    intoBox(sharp(data, { ...options, animated }))
      .toFormat(ext)
      .toBuffer();
  try {
    if (ext === 'png' && isAnimatedPng(data)) {
      // libvips reads an animated PNG's default image only: the animation is kept as sent
      // (within the size limit; browsers scale it as they show it), the still is resized.
      return { data, ext, still: await still() };
    }
    if (pages > 1) return { data: await resized(true), ext, still: await still() };
    return { data: await resized(false), ext, still: null };
  } catch {
    throw badRequest('Could not decode image; did you upload an image file?');
  }
}
