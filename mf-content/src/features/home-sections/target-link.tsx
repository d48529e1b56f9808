import type { ReactNode } from 'react';
import { isSameOriginPath } from '@club/shared-contracts/paths';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

/** Where an address the club wrote (a banner's url, a sponsor's link) leads: a page of this site, or another site. */
export type LinkTarget = { path: string } | { href: string };

/**
 * Where an address leads: a path of this site (one leading '/'), or an address of this site written whole, is a page
 * the router opens; another http(s) address is another site; anything else (javascript:, data:, '//host', a plain
 * text, nothing) leads nowhere (null), and what would link shows without a link.
 */
export function linkTarget(address: string): LinkTarget | null {
  const trimmed = address.trim();
  if (isSameOriginPath(trimmed)) return { path: trimmed };
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.origin === window.location.origin) return { path: url.pathname + url.search + url.hash };
  return { href: url.href };
}

/** Props of TargetLink. */
export interface TargetLinkProps {
  target: LinkTarget;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a target: a page of the site through the router; another site in a new tab, without a hold on this page
 * (noopener), which a screen reader is told.
 */
export function TargetLink({ target, className, children }: TargetLinkProps) {
  const { t } = useTranslation('content');
  if ('path' in target) {
    return (
      <Link className={className} to={target.path}>
        {children}
      </Link>
    );
  }
  return (
    <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t('(opens in a new tab)')}</span>
    </a>
  );
}
