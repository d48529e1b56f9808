import { useId } from 'react';
import type { Product } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { cardStyles as card } from '@club/shared-ui/card';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { UploadImage, type ImagePriority } from '@club/shared-ui/upload-image';
import { AddToCartButton } from './add-to-cart-button';

/** The side of a product card's image in pixels: the image is square and its box is reserved before it arrives. */
export const productImageSize = 240;

/** Props of ProductCard. */
export interface ProductCardProps {
  product: Product;
  /** The level of the product's name heading, under the page's or the section's own heading. */
  headingLevel?: 2 | 3;
  /** When its image loads: once near the viewport (the default), or first for the cards a page opens with. */
  imagePriority?: ImagePriority;
}

/**
 * A product of the shop (document 1, 2.8): its image, its name linking to /shop/{id}, its price (gross or net by
 * PriceWithTaxes) and Add to cart with one unit. The card is an article named by the product, so a list of cards
 * can be browsed product by product.
 */
export function ProductCard({ product, headingLevel = 2, imagePriority }: ProductCardProps) {
  const shownPrice = useShownPrice();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={card.card} aria-labelledby={headingId}>
      {/* Without a logo the same square stays, so the cards of a row keep one height. */}
      <UploadImage
        file={product.logo}
        className={card.image}
        width={productImageSize}
        height={productImageSize}
        alt={product.name}
        priority={imagePriority}
      />
      <Heading id={headingId} className={card.title}>
        <Link to={paths.shopProduct(product.id)}>{product.name}</Link>
      </Heading>
      <Price className={card.price} value={shownPrice(product)} />
      <AddToCartButton className={card.action} product={product} describedBy={headingId} />
    </article>
  );
}
