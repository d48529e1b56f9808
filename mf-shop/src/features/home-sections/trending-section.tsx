import { useTranslation } from '@club/shared-ui/translation';
import { getTrendingProducts } from '@club/shared-contracts/api/shop';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { ProductCard, ProductCardSkeleton } from '../../lib/product-card';
import { CardsSkeleton } from './cards-skeleton';
import { HomeSectionFrame } from './home-section-frame';
import styles from './home-sections.module.css';
import './texts';

// One request function for the life of the page: useLoad takes a new function for a new request.
const trendingProducts = () => getTrendingProducts().then((answer) => answer.data);

/** Trending products (document 2, 2.10, 7): the shop's product cards, each linking to its page, with Add to cart. */
function TrendingSection() {
  const { t } = useTranslation('shop');
  const load = useLoad('trending products', trendingProducts);
  return (
    <HomeSectionFrame
      title={t('Trending products')}
      load={load}
      skeleton={<CardsSkeleton card={<ProductCardSkeleton />} />}
    >
      {(products) => (
        <ul className={styles.cards}>
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}

/** The trending products section of the home page (`./trending-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = TrendingSection;
