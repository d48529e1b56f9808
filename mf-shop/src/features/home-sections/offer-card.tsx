import { useId } from 'react';
import type { Membership, VoucherOffer } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/format';
import { paths } from '@club/shared-contracts/paths';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { buttonClassName } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
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
  const settings = useSettings();
  const shownPrice = useShownPrice();
  const headingId = useId();
  const image = uploadUrl(settings, offer.logo);
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          alt=""
          width={offerImageSize}
          height={offerImageSize}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.image} aria-hidden="true" />
      )}
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
