import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useShownPrice } from '@club/shared-contracts/price';
import { NotFound } from '@club/shared-ui/not-found';
import { Price } from '@club/shared-ui/price';
import { useParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useCarouselRoleDescription } from '@club/shared-ui/carousel';
import { Alert } from '@club/shared-ui/alert';
import { usePageHead } from '@club/shared-ui/page-head';
import { AddToCartButton } from '../../lib/add-to-cart-button';
import { ProductCarousel } from '../../lib/product-carousel';
import '../../lib/texts';
import { productIdOf, useProductDetail, type ProductDetail } from './product-loading';
import { QuantityInput } from './quantity-input';
import './texts';
import styles from './product-page.module.css';

/** The side of the product's image in pixels. */
export const productDetailImageSize = 400;

function ProductSkeleton() {
  return (
    <div className={styles.product} aria-hidden="true">
      <span className={styles.image}>
        <Skeleton shape="rect" width="100%" height="100%" />
      </span>
      <div className={styles.info}>
        <Skeleton shape="line" width="70%" height="2rem" />
        <Skeleton shape="line" width="25%" height="1.5rem" />
        <Skeleton shape="rect" height="var(--control-height-md)" />
        <Skeleton shape="line" />
        <Skeleton shape="line" width="85%" />
      </div>
    </div>
  );
}

function ProductView({ detail }: { detail: ProductDetail }) {
  const { t } = useTranslation('shop');
  const shownPrice = useShownPrice();
  const headingId = useId();
  const popularHeadingId = useId();
  const carousel = useCarouselRoleDescription();
  const { product } = detail;
  useDocumentTitle(product.name);
  usePageHead({ type: 'product', image: product.logo, price: product });
  // The product itself may be among the popular ones: here it would only link to the page the customer is on.
  const popular = detail.popular.filter((other) => other.id !== product.id);
  return (
    <>
      <article className={styles.product} aria-labelledby={headingId}>
        {/* The page's main image and largest paint: loaded first. */}
        <UploadImage
          file={product.logo}
          className={styles.image}
          width={productDetailImageSize}
          height={productDetailImageSize}
          alt={product.name}
          priority="high"
        />
        <div className={styles.info}>
          <h1 id={headingId} className={styles.name}>
            {product.name}
          </h1>
          <Price className={styles.price} value={shownPrice(product)} />
          <div className={styles.buy}>
            <QuantityInput className={styles.quantity} />
            <AddToCartButton className={styles.add} product={product} />
          </div>
          <SafeHtml className={styles.detail} html={product.detail} />
        </div>
      </article>
      {popular.length > 0 && (
        <section
          className={styles.popular}
          aria-labelledby={popularHeadingId}
          aria-roledescription={carousel}
        >
          <h2 id={popularHeadingId}>{t('Popular products')}</h2>
          <ProductCarousel products={popular} />
        </section>
      )}
    </>
  );
}

/**
 * The product detail (/shop/{id}, document 1, 2.9): name, image, price (the customer's when logged in), the HTML
 * detail sanitized, a display-only quantity, Add to cart with one unit and Popular products. An id that names no
 * product shows the not-found page; a product that fails to load says so.
 */
export function ProductPage() {
  const { t } = useTranslation('shop');
  const id = productIdOf(useParams().id);
  const detail = useProductDetail(id);
  if (id === null || (detail.state === 'loaded' && detail.data === null)) return <NotFound />;
  return (
    <div className={styles.page} aria-busy={detail.state === 'loading'}>
      {detail.state === 'loading' && <ProductSkeleton />}
      {detail.state === 'failed' && (
        <Alert variant="error">
          {t('The product could not be loaded. Please try again in a few minutes.')}
        </Alert>
      )}
      {detail.state === 'loaded' && detail.data && <ProductView detail={detail.data} />}
    </div>
  );
}
