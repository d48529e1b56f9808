import { useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { Alert } from '@club/shared-ui/alert';
import { Navigate, useSearchParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { HeaderImage } from '../../lib/header-image';
import { BookingTypeCard, BookingTypeCardSkeleton } from '../../lib/booking-type-card/booking-type-card';
import { bookingTypeLink } from '../../lib/booking-type-card/booking-type-link';
import { useBookingTypes } from './booking-types-loading';
import { categoriesOf, chosenCategory, narrowByCategory } from './booking-types-view';
import { conceptsOf, narrowByConcept } from '../../lib/booking-concepts';
import { CategoryFilter } from './category-filter';
import './texts';
import styles from './booking-types-page.module.css';

/** The cards the list opens with (a row on a desktop): their images load at once, not lazily. */
export const firstRowCards = 3;

/** How many skeleton cards stand for the list while it loads: a row on a desktop, the first screen on a phone. */
export const skeletonCards = 3;

/**
 * The booking types list (/bookingtypes, document 2, 2.1): the club's header image, category links (All plus one
 * per category) and a card per type linking to its court booking page or its by-place list. The concept keys of
 * the query (?bookings, ?matches, ?school, ?events) narrow the list; when one type is left the page goes straight to
 * it. The chosen category lives in the query too, so a reload keeps it.
 */
export function BookingTypesPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Booking types'));
  const [params] = useSearchParams();
  const { types, retry } = useBookingTypes();
  const headingId = useId();

  const offered = types.state === 'loaded' ? narrowByConcept(types.data, conceptsOf(params)) : [];
  const categories = categoriesOf(offered);
  const category = chosenCategory(params, categories);
  const shown = narrowByCategory(offered, category);

  // One type left by the concept is the only choice: the list would be a click in the way. The category links do
  // not redirect: choosing one that has a single type shows that type's card.
  const [only] = offered;
  if (offered.length === 1 && only) return <Navigate to={bookingTypeLink(only, params)} replace />;

  return (
    <div className={styles.page}>
      <HeaderImage>
        <h1 id={headingId}>{t('Booking types')}</h1>
      </HeaderImage>
      <section className={styles.list} aria-labelledby={headingId} aria-busy={types.state === 'loading'}>
        {types.state === 'loading' && (
          <>
            <div className={styles.categoriesSkeleton} aria-hidden="true" />
            <ul className={styles.grid}>
              {Array.from({ length: skeletonCards }, (_, index) => (
                <li key={index}>
                  <BookingTypeCardSkeleton />
                </li>
              ))}
            </ul>
          </>
        )}
        {types.state === 'failed' && (
          <Alert variant="error" action={{ label: t('Retry'), onClick: retry }}>
            {contractText(contractTexts.crash)}
          </Alert>
        )}
        {types.state === 'loaded' && offered.length === 0 && (
          <p className={styles.empty}>{t('No bookings by place available')}</p>
        )}
        {types.state === 'loaded' && offered.length > 0 && (
          <>
            <CategoryFilter categories={categories} chosen={category} params={params} />
            <ul className={styles.grid}>
              {shown.map((type, index) => (
                <li key={type.id}>
                  <BookingTypeCard
                    type={type}
                    to={bookingTypeLink(type, params)}
                    imagePriority={index < firstRowCards ? 'eager' : 'lazy'}
                    extended={<SafeHtml html={type.extendedDescription ?? ''} />}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
