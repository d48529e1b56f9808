import { UploadImage } from '@club/shared-ui/upload-image';
import styles from './order-item-image.module.css';

/** The side of an order item's image in pixels (document 1, 2.10). */
const orderImageSize = 73;

/**
 * An order item's image, decorative beside the item's name. An item without a logo keeps the same empty square, so
 * the names stay aligned.
 */
export function OrderItemImage({ logo }: { logo: string }) {
  return <UploadImage file={logo} className={styles.image} width={orderImageSize} height={orderImageSize} />;
}
