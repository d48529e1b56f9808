import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import styles from './order-item-image.module.css';

/** The side of an order item's image in pixels (document 1, 2.10). */
export const orderImageSize = 73;

/**
 * An order item's image, decorative beside the item's name. Its size is given up front so the page does not move
 * when it arrives; an item without a logo keeps the same empty square, so the names stay aligned.
 */
export function OrderItemImage({ logo }: { logo: string }) {
  const src = uploadUrl(useSettings(), logo);
  if (!src) return <span className={styles.image} aria-hidden="true" />;
  return (
    <img
      className={styles.image}
      src={src}
      alt=""
      width={orderImageSize}
      height={orderImageSize}
      loading="lazy"
      decoding="async"
    />
  );
}
