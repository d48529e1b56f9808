import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/format';
import { paths } from '@club/shared-contracts/paths';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import '../../lib/texts';
import styles from './shop-sidebar.module.css';

/** The side of a popular product's thumbnail in pixels. */
export const popularImageSize = 56;

/** The sidebar's Popular products: small items with a thumbnail, the name linking to /shop/{id} and the price. */
export function PopularList({ products }: { products: Product[] }) {
  const { t } = useTranslation('shop');
  const settings = useSettings();
  const shownPrice = useShownPrice();
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <section className={styles.popular} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('Popular products')}
      </h2>
      <ul className={styles.popularList}>
        {products.map((product) => {
          const image = uploadUrl(settings, product.logo);
          return (
            <li key={product.id} className={styles.popularItem}>
              {image ? (
                // Decorative: the name beside it says what it is.
                <img
                  className={styles.thumbnail}
                  src={image}
                  alt=""
                  width={popularImageSize}
                  height={popularImageSize}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className={styles.thumbnail} aria-hidden="true" />
              )}
              <span className={styles.popularText}>
                <Link to={paths.shopProduct(product.id)}>{product.name}</Link>
                <Price value={shownPrice(product)} />
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
