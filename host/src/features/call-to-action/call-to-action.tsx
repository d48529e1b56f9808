// The home page's call to action (document 2, 2.10, section 11): the home template's welcome image across the page
// with its four numbers, and the way to book. Shown only when the template has a welcome image.
import { useId } from 'react';
import type { HomeTemplate } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import { formatCount, type PriceSettings } from '@club/shared-contracts/price';
import { useSettings } from '@club/shared-contracts/settings';
import { buttonClassName } from '@club/shared-ui/button';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useHomeTemplate } from '../../lib/home-template';
import styles from './call-to-action.module.css';
import './texts';

/** The intrinsic size of the welcome image: as wide as the page, not quite a third as high. */
export const welcomeImageSize = { width: 1200, height: 360 } as const;

/** One of the template's numbers with its text ('850', 'Members'). */
export interface ClubNumber {
  value: string;
  label: string;
}

const numberPlaces = [1, 2, 3, 4] as const;
const plainNumber = /^\d+(\.\d+)?$/;

/**
 * The template's numbers that are set, in order; a plain number ('1850') in the club's format ('1.850'), anything
 * else ('24/7') as the club wrote it.
 */
export function clubNumbers(template: HomeTemplate, settings: PriceSettings): ClubNumber[] {
  return numberPlaces
    .map((place) => ({
      value: template[`number${place}`]?.trim() ?? '',
      label: template[`textNumbers${place}`]?.trim() ?? '',
    }))
    .filter((number) => number.value !== '')
    .map(({ value, label }) => ({
      value: plainNumber.test(value) ? formatCount(settings, Number(value)) : value,
      label,
    }));
}

/**
 * The call to action: the welcome image under a welcome to the club, its numbers and a link to the booking types.
 * While the template loads, a box of its size holds its place; without a welcome image, or when the template failed
 * (logged only), nothing.
 */
export function CallToAction() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const template = useHomeTemplate();
  const headingId = useId();
  if (template.state === 'loading')
    return <div className={`${styles.cta} ${styles.loading}`} aria-busy="true" />;
  if (template.state === 'failed' || !template.data.wellcomeImage?.trim()) return null;
  const numbers = clubNumbers(template.data, settings);
  return (
    <section className={styles.cta} aria-labelledby={headingId}>
      {/* Below the fold: it loads as it comes near. */}
      <UploadImage
        file={template.data.wellcomeImage.trim()}
        className={styles.image}
        width={welcomeImageSize.width}
        height={welcomeImageSize.height}
      />
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {t('Welcome to {{club}}', { club: settings.title })}
        </h2>
        {numbers.length > 0 && (
          <ul className={styles.numbers} aria-label={t('The club in numbers')}>
            {numbers.map((number, index) => (
              <li key={index}>
                <span className={styles.value}>{number.value}</span> <span>{number.label}</span>
              </li>
            ))}
          </ul>
        )}
        <Link className={buttonClassName('primary', 'large')} to={paths.bookingTypes()}>
          {t('Make your booking')}
        </Link>
      </div>
    </section>
  );
}
