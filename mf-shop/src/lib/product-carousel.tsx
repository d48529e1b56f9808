import type { Product } from '@club/shared-contracts/entities';
import { Carousel } from '@club/shared-ui/carousel';
import { ProductCard } from './product-card';

/** Products in view at once: 3, or 2 under 768 px (document 2, 9). */
export const productsPerView = { desktop: 3, mobile: 2 } as const;

/** The time each view stays before the next one comes, in milliseconds (document 2, 9). */
export const autoplayMs = 3000;

/** The products as a carousel of product cards, each linking to its page with Add to cart (document 2, 9). */
export function ProductCarousel({ products }: { products: Product[] }) {
  return (
    <Carousel
      items={products}
      itemKey={(product) => product.id}
      renderItem={(product) => <ProductCard product={product} headingLevel={3} />}
      perView={productsPerView}
      autoplayMs={autoplayMs}
    />
  );
}
