import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { getPopularProducts } from '@club/shared-contracts/api/shop';
import type { WidgetModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { CardSkeleton } from '@club/shared-ui/card';
import { useCarouselRoleDescription, useItemsPerView } from '@club/shared-ui/carousel';
import { ProductCarousel, productsPerView } from '../../lib/product-carousel';
import '../../lib/texts';
import styles from './popular-products.module.css';

// One request function for the life of the page: useLoad takes a new function for a new request.
const popularProducts = () => getPopularProducts().then((answer) => answer.data);

/** Placeholder product cards as many as the carousel shows, in the same frame, while the products load. */
function CarouselSkeleton() {
  const perView = useItemsPerView(productsPerView);
  return (
    <div
      className={styles.skeleton}
      style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}
      aria-hidden="true"
    >
      {Array.from({ length: perView }, (_, card) => (
        <CardSkeleton key={card} />
      ))}
    </div>
  );
}

/**
 * Popular products (document 2, 2.11; document 3, 2 payment return pages): the shop's popular products in a
 * carousel, each linking to its page with Add to cart. A failed load is logged only and, like an empty list, shows
 * nothing (document 3, 8).
 */
function PopularProducts() {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const carousel = useCarouselRoleDescription();
  const load = useLoad('popular products', popularProducts);
  if (load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0)) return null;
  return (
    <section
      className={styles.section}
      aria-labelledby={headingId}
      aria-roledescription={carousel}
      aria-busy={load.state === 'loading' || undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        {t('Popular products')}
      </h2>
      {load.state === 'loaded' ? <ProductCarousel products={load.data} /> : <CarouselSkeleton />}
    </section>
  );
}

/** The popular-products carousel for the payment return pages and the host (`./popular-products`). */
export const Widget: WidgetModule['Widget'] = PopularProducts;
