// A manifest image as a responsive <picture>: AVIF and WebP at the widths the build made, with width/height set so
// the page never shifts. Lazy by default; `priority` marks the page's largest above-the-fold image (eager, high fetch
// priority, and preloaded from <head>). An SVG (no widths made) is one <img> of the file itself, sized the same way.
import { createContext, useContext, type CSSProperties } from 'react';
import { IMAGE_FORMATS, srcSet, variantUrl, type ImageTable } from './media.ts';

export interface ImageRef {
  src: string;
  alt: string;
}

export interface PriorityImage {
  src: string;
  sizes: string;
}

/** What the build knows of the page's images; on the server also collects the priority images for <head>. */
export interface Images {
  table: ImageTable;
  priority?: PriorityImage[];
}

export const ImagesContext = createContext<Images>({ table: {} });

interface PictureProps {
  image: ImageRef;
  /** The width the image shows at, per screen size, as in the HTML sizes attribute: "(min-width: 1024px) 40vw, 100vw". */
  sizes: string;
  priority?: boolean;
  /** Decorative images (the text beside them says it all) are hidden from screen readers. */
  decorative?: boolean;
  /** Set by the css prop of whoever places the picture; styles the <img>. */
  className?: string;
  style?: CSSProperties;
}

export function Picture({ image, sizes, priority = false, decorative = false, style, ...rest }: PictureProps) {
  const images = useContext(ImagesContext);
  const info = images.table[image.src];
  if (priority) images.priority?.push({ src: image.src, sizes });
  const alt = decorative ? '' : image.alt;
  const loading = priority ? 'eager' : 'lazy';
  if (!info) return <img src={image.src} alt={alt} loading={loading} decoding="async" style={style} {...rest} />;
  if (info.widths.length === 0) {
    const fetchPriority = priority ? 'high' : undefined;
    return (
      <img
        src={image.src}
        alt={alt}
        width={info.width}
        height={info.height}
        loading={loading}
        decoding="async"
        fetchPriority={fetchPriority}
        style={style}
        {...rest}
      />
    );
  }
  const largest = info.widths.at(-1)!;
  return (
    <picture>
      {IMAGE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(image.src, info, format)} sizes={sizes} />
      ))}
      <img
        src={variantUrl(image.src, largest, 'webp')}
        alt={alt}
        width={info.width}
        height={info.height}
        sizes={sizes}
        loading={loading}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        style={style}
        {...rest}
      />
    </picture>
  );
}

/** <link rel="preload"> for the priority images, in the best format, so the browser fetches them with the HTML. */
export function imagePreloads(images: Images): string[] {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (images.priority ?? []).flatMap(({ src, sizes }) => {
    const info = images.table[src];
    if (!info) return [];
    if (info.widths.length === 0) return [`<link rel="preload" as="image" href="${escape(src)}" fetchpriority="high">`];
    const format = IMAGE_FORMATS[0];
    return [
      `<link rel="preload" as="image" type="image/${format}" imagesrcset="${escape(srcSet(src, info, format))}" imagesizes="${escape(sizes)}" fetchpriority="high">`,
    ];
  });
}
