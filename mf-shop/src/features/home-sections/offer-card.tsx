import { useId } from 'react';
import type { Membership, VoucherOffer } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/format';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { UploadImage } from '@club/shared-ui/upload-image';
import type { Load } from '@club/shared-ui/use-load';
import { CardsSkeleton } from './cards-skeleton';
import { HomeSectionFrame } from './home-section-frame';
import card from '../../lib/card.module.css';
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
 * link to the shop's list of the product type that sells it, where it can be added to the cart. The link is
 * described by the offer's name, so among many cards it is clear which one it is for.
 */
function OfferCard({ offer, action }: OfferCardProps) {
  const shownPrice = useShownPrice();
  const headingId = useId();
  return (
    <article className={card.card} aria-labelledby={headingId}>
      <UploadImage file={offer.logo} className={card.image} width={offerImageSize} height={offerImageSize} />
      <h3 id={headingId} className={styles.name}>
        {offer.name}
      </h3>
      <Price className={card.price} value={shownPrice(offer)} />
      {offer.description && <p className={styles.description}>{offer.description}</p>}
      <Link
        className={`${buttonClassName('secondary')} ${styles.action}`}
        to={paths.shop({ type: offer.productTypeId })}
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
function OfferCardSkeleton() {
  return (
    <div className={card.card}>
      <Skeleton shape="rect" height="auto" className={card.image} />
      <Skeleton width="80%" />
      <Skeleton width="40%" />
      <Skeleton />
      <Skeleton />
      <Skeleton shape="rect" height="var(--control-height-md)" className={styles.skeletonButton} />
    </div>
  );
}

/** Props of OffersSection. */
export interface OffersSectionProps {
  title: string;
  /** The text of each card's link to the shop. */
  action: string;
  load: Load<(Membership | VoucherOffer)[]>;
}

/** A home page section of memberships or vouchers on sale: their cards, or skeleton cards while they load. */
export function OffersSection({ title, action, load }: OffersSectionProps) {
  return (
    <HomeSectionFrame title={title} load={load} skeleton={<CardsSkeleton card={<OfferCardSkeleton />} />}>
      {(offers) => (
        <ul className={styles.cards}>
          {offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} action={action} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}
