import { useTranslation } from '@club/shared-ui/translation';
import { getTrendingProducts } from '@club/shared-contracts/api/shop';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { ProductCard } from '../../lib/product-card';
import './texts';

// One request function for the life of the page: useLoad takes a new function for a new request.
const trendingProducts = () => getTrendingProducts().then((answer) => answer.data);

/** Trending products (document 2, 2.10, 7): the shop's product cards, each linking to its page, with Add to cart. */
function TrendingSection() {
  const { t } = useTranslation('shop');
  const load = useLoad('trending products', trendingProducts);
  return (
    <HomeCardsSection
      title={t('Trending products')}
      load={load}
      withText={false}
      card={(product) => <ProductCard product={product} headingLevel={3} />}
    />
  );
}

/** The trending products section of the home page (`./trending-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = TrendingSection;
