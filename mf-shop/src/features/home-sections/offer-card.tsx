import { useId } from 'react';
import type { Membership, VoucherOffer } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { cardStyles as card } from '@club/shared-ui/card';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { UploadImage } from '@club/shared-ui/upload-image';
import type { Load } from '@club/shared-ui/use-load';

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
      <h3 id={headingId} className={card.title}>
        {offer.name}
      </h3>
      <Price className={card.price} value={shownPrice(offer)} />
      {offer.description && <p className={card.text}>{offer.description}</p>}
      <Link
        className={`${buttonClassName('secondary')} ${card.action}`}
        to={paths.shop({ type: offer.productTypeId })}
        aria-describedby={headingId}
      >
        {action}
      </Link>
    </article>
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
    <HomeCardsSection
      title={title}
      load={load}
      withText
      card={(offer) => <OfferCard offer={offer} action={action} />}
    />
  );
}
