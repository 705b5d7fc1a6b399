// The contract between the build's media step (build/media) and the pages: where generated fonts and image variants
// live, and what the pages know about each image. Pure data, so the renderer, the UI and the build share one truth.

/** What the build measured of one source image, and which widths it made of it (in every format below). */
export interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
}

/** Source path ("/images/founder.jpg") → what the build made of it. */
export type ImageTable = Record<string, ImageInfo>;

/** Best first: browsers take the first format they understand. */
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The widths the build makes (never wider than the source). */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600, 2400] as const;

/** Where source images live (the manifest writes them as "/images/…"), and where the variants and their index go. */
export const IMAGE_SOURCE_DIR = 'public';
export const IMAGE_INDEX_FILE = 'public/img/index.json';

/** "/images/team/founder.jpg", 800, "avif" → "/img/team/founder-800.avif". */
export function variantUrl(src: string, width: number, format: ImageFormat): string {
  const stem = src.replace(/^\/images\//, '').replace(/\.[a-z0-9]+$/i, '');
  return `/img/${stem}-${width}.${format}`;
}

export function srcSet(src: string, info: ImageInfo, format: ImageFormat): string {
  return info.widths.map((w) => `${variantUrl(src, w, format)} ${w}w`).join(', ');
}

/** Is this manifest value an image reference (an object with a source path and alt text)? */
export function isImageRef(value: unknown): value is { src: string; alt: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { src?: unknown }).src === 'string' &&
    typeof (value as { alt?: unknown }).alt === 'string'
  );
}
