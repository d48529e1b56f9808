import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import styles from './search-box.module.css';

/** A search result's image size in pixels (document 3, 9), given up front so the list does not move. */
export const searchImageSize = { width: 108, height: 100 } as const;

/**
 * A search result's logo, decorative beside its name. A result without a logo keeps the same empty box, so the
 * names stay aligned.
 */
export function SearchResultImage({ logo }: { logo: string }) {
  const src = uploadUrl(useSettings(), logo);
  if (!src) return <span className={styles.image} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={searchImageSize.width}
      height={searchImageSize.height}
      decoding="async"
    />
  );
}
