import { loadedSettings, uploadUrl, useSettings } from '@club/shared-contracts/settings';

/** Props of UploadImage. */
export interface UploadImageProps {
  /** The file as the settings or an entity name it (relative to Uploads, or a URL); empty for none. */
  file: string | null | undefined;
  /** The class of the box, the image's or the empty one alike, so both take the same place. */
  className?: string;
  /** Width in pixels, given up front so the page does not move when the image arrives. */
  width: number;
  /** Height in pixels, given up front so the page does not move when the image arrives. */
  height: number;
  /** The image's text: empty (the default) for a decorative image whose name stands beside it. */
  alt?: string;
  /**
   * When it loads: once it comes near the viewport ('lazy', the default), at once ('eager'), or at once and before
   * the page's other images ('high': the page's largest paint).
   */
  priority?: ImagePriority;
}

/** When an image loads; see UploadImageProps.priority. */
export type ImagePriority = 'lazy' | 'eager' | 'high';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, which has the parameter
  interface ImgHTMLAttributes<T> {
    /** Element Timing's name for the image: the browser tells when the screen shows it (see ImagePriority 'high'). */
    elementtiming?: string;
  }
}

const preloaded = new Set<string>();

/**
 * Starts loading the image a page will paint largest, first among its requests, as soon as the page knows its
 * address (from the settings, from data it has prefetched) instead of once its code has drawn it. The image the page
 * then draws at the same address (with priority 'high') takes this answer.
 */
export function preloadImage(src: string): void {
  if (!src || preloaded.has(src)) return;
  preloaded.add(src);
  const link = document.createElement('link');
  for (const [name, value] of Object.entries({
    rel: 'preload',
    as: 'image',
    href: src,
    fetchpriority: 'high',
  })) {
    link.setAttribute(name, value);
  }
  document.head.append(link);
}

/** preloadImage for an uploaded file (see UploadImageProps.file); nothing before the settings are loaded. */
export function preloadUploadImage(file: string | null | undefined): void {
  const settings = loadedSettings();
  if (settings) preloadImage(uploadUrl(settings, file));
}

/**
 * An uploaded image (a logo, a product's picture) at an explicit size, decoded off the main thread, but for the
 * page's largest paint ('high'), which paints with the page's first frame once it has arrived, and whose showing the
 * browser reports (Element Timing): a page the server drew starts its scripts after it (after-first-paint.js).
 * Without a file the same box stays empty and hidden from assistive technology, so names, rows and cards stay
 * aligned.
 */
export function UploadImage({
  file,
  className,
  width,
  height,
  alt = '',
  priority = 'lazy',
}: UploadImageProps) {
  const src = uploadUrl(useSettings(), file);
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      elementtiming={priority === 'high' ? 'largest-paint' : undefined}
      decoding={priority === 'high' ? undefined : 'async'}
    />
  );
}
