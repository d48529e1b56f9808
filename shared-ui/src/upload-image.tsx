import { uploadUrl, useSettings } from '@club/shared-contracts/settings';

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
  /** Loaded only once it comes near the viewport (the default); false for an image shown at once. */
  lazy?: boolean;
}

/**
 * An uploaded image (a logo, a product's picture) at an explicit size, decoded off the main thread. Without a file
 * the same box stays empty and hidden from assistive technology, so names, rows and cards stay aligned.
 */
export function UploadImage({ file, className, width, height, alt = '', lazy = true }: UploadImageProps) {
  const src = uploadUrl(useSettings(), file);
  if (!src) return <span className={className} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
    />
  );
}
