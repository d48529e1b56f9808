import type { RelatedClub } from '@club/shared-contracts/entities';
import { useSettings } from '@club/shared-contracts/settings';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useLinkTarget } from '@club/shared-ui/site-origin';
import { TargetLink } from '@club/shared-ui/target-link';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import './texts';
import styles from './locations-page.module.css';

/** The size of a club's picture in pixels (the related clubs' pictures are 8:5). */
export const locationImage = { width: 400, height: 250 } as const;

function LocationCard({ club, index }: { club: RelatedClub; index: number }) {
  const { t } = useTranslation('content');
  // Only an address that leads somewhere is a link: a script URL or plain text the club typed shows none.
  const targetOf = useLinkTarget();
  const target = club.url ? targetOf(club.url) : null;
  return (
    <article className={cx(card.card, styles.card)}>
      <UploadImage
        file={club.image}
        className={card.image}
        width={locationImage.width}
        height={locationImage.height}
        priority={index < 3 ? 'high' : 'lazy'}
      />
      <h2 className={styles.name}>{club.name}</h2>
      <address className={styles.address}>{club.address}</address>
      {target && (
        <TargetLink className={styles.link} target={target}>
          {t('Visit {{name}}', { name: club.name })}
        </TargetLink>
      )}
    </article>
  );
}

/**
 * Locations (/locations, document 2, 2.11): a card for each of the club's related clubs in the settings, with its
 * picture, name, address and a link that opens its site. The settings are loaded before any page renders.
 */
export function LocationsPage() {
  const { t } = useTranslation('content');
  useDocumentTitle(t('Locations'));
  const clubs = useSettings().RelatedClubs;
  return (
    <section className={styles.page}>
      <h1 className={styles.heading}>{t('Locations')}</h1>
      {clubs.length === 0 ? (
        <p className={styles.empty}>{t('No other locations yet.')}</p>
      ) : (
        <ul className={styles.grid}>
          {clubs.map((club, index) => (
            <li key={`${club.name} ${club.url}`}>
              <LocationCard club={club} index={index} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
