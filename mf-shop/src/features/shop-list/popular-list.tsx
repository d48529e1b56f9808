import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { Product } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { UploadImage } from '@club/shared-ui/upload-image';
import '../../lib/texts';
import './texts';
import styles from './shop-sidebar.module.css';

/** The side of a popular product's thumbnail in pixels. */
export const popularImageSize = 56;

/** The sidebar's Popular products: small items with a thumbnail, the name linking to /shop/{id} and the price. */
export function PopularList({ products }: { products: Product[] }) {
  const { t } = useTranslation('shop');
  const shownPrice = useShownPrice();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('Popular products')}
      </h2>
      <ul className={styles.popularList}>
        {products.map((product) => (
          <li key={product.id} className={styles.popularItem}>
            {/* Decorative: the name beside it says what it is. */}
            <UploadImage
              file={product.logo}
              className={styles.thumbnail}
              width={popularImageSize}
              height={popularImageSize}
            />
            <span className={styles.popularText}>
              <Link to={paths.shopProduct(product.id)}>{product.name}</Link>
              <Price value={shownPrice(product)} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
