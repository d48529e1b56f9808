import type { ReactNode } from 'react';
import type { LinkTarget } from '@club/shared-contracts/paths';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

/** Props of TargetLink. */
export interface TargetLinkProps {
  /** Where it leads: `linkTarget` of the address the club wrote. */
  target: LinkTarget;
  className?: string;
  children: ReactNode;
}

/**
 * A link where an address the club wrote leads (a banner, a slide's button, a sponsor): a page of the site through
 * the router; another site in a new tab, without a hold on this page (noopener), which a screen reader is told.
 */
export function TargetLink({ target, className, children }: TargetLinkProps) {
  const { t } = useTranslation('ui');
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
