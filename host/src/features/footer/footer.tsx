import { Suspense, useId, useRef } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { Link } from '@club/shared-ui/router';
import { ContactDetails, SocialLinks } from '../../lib/club-contact';
import { GalleryThumbnails } from '../../lib/gallery-thumbnails';
import { useNearViewport } from '../../lib/near-viewport';
import { lazyPart } from '../../lib/part-boundary';
import styles from './footer.module.css';
import './texts';

// The form's code loads as the footer comes near the viewport: the page's first view never draws it.
const InfoRequestForm = lazyPart('info request form', () =>
  import('./info-request-form').then((module) => module.InfoRequestForm),
);

/** Gallery thumbnails the footer shows: two rows of three. */
const footerGalleryCount = 6;

/**
 * The footer (document 1, 2.6): the club's description and social links, its contact details, the gallery, the
 * Request More Info form and the links to the four legal pages, on the club's footer colour.
 */
export function Footer() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const aboutId = useId();
  const contactId = useId();
  const requestId = useId();
  const request = useRef<HTMLElement>(null);
  const formNear = useNearViewport(request);
  const legalLinks = [
    { to: paths.privacy(), label: t('Privacy policy') },
    { to: paths.waiver(), label: t('Waiver and release') },
    { to: paths.generalConditions(), label: t('General Conditions') },
    { to: paths.cookies(), label: t('Cookie policy') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.heading}>
            {settings.title}
          </h2>
          <p className={styles.description}>{settings.description}</p>
          <SocialLinks className={styles.social} />
        </section>
        <section aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.heading}>
            {t('Contact')}
          </h2>
          <ContactDetails className={styles.contact} />
          <GalleryThumbnails count={footerGalleryCount} className={styles.gallery} />
        </section>
        <section ref={request} aria-labelledby={requestId}>
          <h2 id={requestId} className={styles.heading}>
            {t('Request More Info')}
          </h2>
          {/* The form's room is held until its code is there, so the legal links under it never move. */}
          <div className={styles.formPlace}>
            {formNear && (
              <Suspense>
                <InfoRequestForm />
              </Suspense>
            )}
          </div>
        </section>
      </div>
      <nav className={styles.legalNav} aria-label={t('Legal')}>
        <ul className={styles.legal}>
          {legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
