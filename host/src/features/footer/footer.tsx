import { Link } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import styles from './footer.module.css';

/** The footer: the club's description and contact, and the legal pages. */
export function Footer() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const legalLinks = [
    { to: paths.privacy(), label: t('Privacy policy') },
    { to: paths.waiver(), label: t('Waiver and release') },
    { to: paths.generalConditions(), label: t('General Conditions') },
    { to: paths.cookies(), label: t('Cookie policy') },
  ];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-label={settings.title}>
          <p>{settings.description}</p>
          <p>
            {settings.address}
            <br />
            <a href={`tel:${settings.phone}`}>{settings.phone}</a> ·{' '}
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </p>
        </section>
        <nav aria-label={t('Legal')}>
          <ul className={styles.legal}>
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
