import type { BookingType } from '@club/shared-contracts/booking-entities';
import { paths } from '@club/shared-contracts/paths';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { mobileMediaQuery, useMediaQuery } from '@club/shared-ui/use-media-query';
import { joinedByPlaceOnly } from './booking-confirm';
import styles from './type-filter-panel.module.css';

/** Booking types grouped by category, in the order the club lists them (categories compared ignoring case). */
export function typesByCategory(types: readonly BookingType[]): { category: string; types: BookingType[] }[] {
  const groups = new Map<string, { category: string; types: BookingType[] }>();
  for (const type of types) {
    const key = type.category.trim().toLocaleLowerCase();
    const group = groups.get(key) ?? { category: type.category.trim(), types: [] };
    group.types.push(type);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Where a booking type is booked: its court page, or its by-place list when it is only joined by place. */
export function bookingTypePath(type: BookingType, school: boolean): string {
  const query = school ? { school: true } : {};
  return joinedByPlaceOnly(type) ? paths.bookingsByPlace(type.id, query) : paths.bookings(type.id, query);
}

/** The filter panel of the court page (document 2, 2.3): the club's booking types by category, as links. */
export function TypeFilterPanel({
  types,
  current,
  school,
}: {
  types: readonly BookingType[];
  current: number;
  school: boolean;
}) {
  const { t } = useTranslation('booking');
  // On a phone the panel starts folded, so the days and courts come first.
  const mobile = useMediaQuery(mobileMediaQuery);
  return (
    <nav aria-label={t('Booking types')} className={styles.panel}>
      <details className={styles.details} open={!mobile}>
        <summary className={styles.summary}>{t('Booking types')}</summary>
        {typesByCategory(types).map((group) => (
          <section key={group.category} className={styles.group}>
            <h2 className={styles.category}>{group.category || t('Other')}</h2>
            <ul className={styles.list}>
              {group.types.map((type) => (
                <li key={type.id}>
                  <Link
                    to={bookingTypePath(type, school)}
                    className={styles.link}
                    aria-current={type.id === current ? 'page' : undefined}
                  >
                    {type.name}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
    </nav>
  );
}
