import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import styles from './share-links.module.css';

/** The places a post can be shared to, each with the address that shares a page and its icon's path. */
const targets = [
  {
    name: 'Facebook',
    href: (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    icon: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8Z',
  },
  {
    name: 'X',
    href: (url: string, title: string) =>
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    icon: 'M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.4-6.1L6.2 20H3.6l6.6-7.6Z',
  },
  {
    name: 'WhatsApp',
    href: (url: string, title: string) => `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    icon: 'M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3Zm4.6 12.6c-.2.6-1.1 1.1-1.6 1.1-.4.1-1 .1-3.2-.8-2.7-1.1-4.4-3.9-4.5-4-.1-.2-1.1-1.5-1.1-2.8 0-1.3.7-2 1-2.3.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.3 0 .5l-.3.5-.4.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.7-.1 1.3Z',
  },
] as const;

const mailIcon = 'M3 5h18v14H3Zm2 2v.5l7 4.5 7-4.5V7Zm14 10V9.9l-7 4.5-7-4.5V17Z';

function Icon({ path }: { path: string }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}

/** Share icons of a post: links that share the page's address on Facebook, X and WhatsApp, or send it by e-mail. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('content');
  return (
    <ul className={styles.share} aria-label={t('Share')}>
      {targets.map((target) => (
        <li key={target.name}>
          <a
            className={styles.link}
            href={target.href(url, title)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('Share on {{network}}', { network: target.name })}
          >
            <Icon path={target.icon} />
          </a>
        </li>
      ))}
      <li>
        <a
          className={styles.link}
          href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}
          aria-label={t('Share by e-mail')}
        >
          <Icon path={mailIcon} />
        </a>
      </li>
    </ul>
  );
}
