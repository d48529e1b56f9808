// The club's contact details and social links from the settings (document 1, 2.3 and 2.6), for the menu and footer.
import { memo } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { mapsLink, useSettings } from '@club/shared-contracts/settings';
import styles from './club-contact.module.css';
import './club-info-texts';

/** Opening hours, phone (tel:), address linked to a maps service and e-mail (mailto:); absent ones are left out. */
export const ContactDetails = memo(function ContactDetails({ className }: { className?: string }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const maps = mapsLink(settings.Coords);
  return (
    <ul className={`${styles.contact} ${className ?? ''}`}>
      {settings.openHours && (
        <li>
          <span className="visually-hidden">{t('Opening hours')}: </span>
          {settings.openHours}
        </li>
      )}
      {settings.phone && (
        <li>
          <a href={`tel:${settings.phone.replace(/[^\d+]/g, '')}`}>
            <span className="visually-hidden">{t('Phone')}: </span>
            {settings.phone}
          </a>
        </li>
      )}
      {settings.address && (
        <li>
          {/* Without usable Coords the link is '#' (document 1, 2.3): nothing to open in a new tab then. */}
          <a href={maps} {...(maps === '#' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}>
            <span className="visually-hidden">{t('Address')}: </span>
            {settings.address}
            {maps !== '#' && <span className="visually-hidden"> {t('(opens in a new tab)')}</span>}
          </a>
        </li>
      )}
      {settings.email && (
        <li>
          <a href={`mailto:${settings.email}`}>
            <span className="visually-hidden">{t('E-mail')}: </span>
            {settings.email}
          </a>
        </li>
      )}
    </ul>
  );
});

const networks = [
  { name: 'Facebook', setting: 'facebook' },
  { name: 'Twitter', setting: 'twitter' },
  { name: 'Instagram', setting: 'instagram' },
] as const;

/** The club's Facebook, Twitter and Instagram pages, each opening in a new tab; networks without a URL are left out. */
export const SocialLinks = memo(function SocialLinks({ className }: { className?: string }) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  // Only web addresses: a setting holding anything else (a typo, a script URL) is not a link to follow.
  const links = networks.filter((network) => /^https?:\/\//i.test(settings[network.setting]));
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.social} ${className ?? ''}`} aria-label={t('Social networks')}>
      {links.map((network) => (
        <li key={network.name}>
          <a href={settings[network.setting]} target="_blank" rel="noopener noreferrer">
            {network.name}
            <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
});
