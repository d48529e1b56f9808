import { useId, type ReactNode } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { BookingType } from '@club/shared-contracts/booking-entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { Price } from '@club/shared-ui/price';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { UploadImage, type ImagePriority } from '@club/shared-ui/upload-image';
import './texts';
import styles from './booking-type-card.module.css';

/** The intrinsic size of a booking type's image: its box is reserved before the image arrives. */
export const bookingTypeImageSize = { width: 400, height: 250 } as const;

/** Props of BookingTypeCard. */
export interface BookingTypeCardProps {
  type: BookingType;
  /** Where the card leads (its court booking page or its by-place list). */
  to: string;
  /** When its image loads: once near the viewport (the default), or at once for the cards the page opens with. */
  imagePriority?: ImagePriority;
  /** The level of the card's heading: 2 in the types list, 3 under a home page section's heading. */
  headingLevel?: 2 | 3;
  /**
   * The extended description, the club's HTML sanitized by the caller (the types list passes a SafeHtml): the home
   * page's cards leave it out, so its first view does not load the sanitizer.
   */
  extended?: ReactNode;
}

/**
 * A booking type (document 2, 2.1 and the home page's sections, 2.10): image, name, description, extended
 * description and the 'From' price. The name is the card's link, and the whole card answers a click on it; every part has a fixed
 * height, so cards of a row line up and the skeleton is exactly as tall.
 */
export function BookingTypeCard({
  type,
  to,
  imagePriority,
  headingLevel = 2,
  extended,
}: BookingTypeCardProps) {
  const { t } = useTranslation('booking');
  const shownPrice = useShownPrice();
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <UploadImage
        file={type.image}
        className={styles.image}
        width={bookingTypeImageSize.width}
        height={bookingTypeImageSize.height}
        priority={imagePriority}
      />
      <div className={styles.body}>
        <Heading id={headingId} className={styles.name}>
          <Link className={styles.link} to={to}>
            {type.name}
          </Link>
        </Heading>
        <p className={styles.description}>{type.description}</p>
        <div className={styles.extended}>{extended}</div>
        <p className={styles.from}>
          {t('From')} <Price value={shownPrice(type)} />
        </p>
      </div>
    </article>
  );
}

/** A booking type card while the list loads: the same boxes, so nothing moves when the cards arrive. */
export function BookingTypeCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <Skeleton shape="rect" height="auto" className={styles.image} />
      <div className={styles.body}>
        <span className={styles.name}>
          <Skeleton width="70%" />
        </span>
        <span className={styles.description}>
          <Skeleton />
        </span>
        <span className={styles.extended}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </span>
        <span className={styles.from}>
          <Skeleton width="35%" />
        </span>
      </div>
    </div>
  );
}
