import { useId } from 'react';
import type { Membership, VoucherOffer } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/format';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { UploadImage } from '@club/shared-ui/upload-image';
import styles from './home-sections.module.css';

/** The side of an offer card's image in pixels: square like the club's images, its box reserved before it arrives. */
export const offerImageSize = 240;

/** Props of OfferCard. */
export interface OfferCardProps {
  offer: Membership | VoucherOffer;
  /** The text of the card's link to the shop, which sells memberships and vouchers. */
  action: string;
}

/**
 * A membership or voucher on sale: image, name, price (gross or net by PriceWithTaxes), description if any, and a
 * link to the shop. The link is described by the offer's name, so among many cards it is clear which one it is for.
 */
export function OfferCard({ offer, action }: OfferCardProps) {
  const shownPrice = useShownPrice();
  const headingId = useId();
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <UploadImage
        file={offer.logo}
        className={styles.image}
        width={offerImageSize}
        height={offerImageSize}
      />
      <h3 id={headingId} className={styles.name}>
        {offer.name}
      </h3>
      <Price className={styles.price} value={shownPrice(offer)} />
      {offer.description && <p className={styles.description}>{offer.description}</p>}
      <Link
        className={`${buttonClassName('secondary')} ${styles.action}`}
        to={paths.shop()}
        aria-describedby={headingId}
      >
        {action}
      </Link>
    </article>
  );
}

/**
 * An offer card while offers load, in the same frame: a square image, the name, the price, two lines of description
 * and the link at the bottom.
 */
export function OfferCardSkeleton() {
  return (
    <div className={styles.skeletonCard}>
      <Skeleton shape="rect" height="auto" className={styles.skeletonImage} />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton />
      <Skeleton shape="rect" height="var(--control-height-md)" className={styles.skeletonButton} />
    </div>
  );
}
