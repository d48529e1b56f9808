import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { usePageHead } from '@club/shared-ui/page-head';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import styles from './not-found.module.css';
import './not-found-texts';

/**
 * The not-found page, for an address that names nothing the customer may see (an unknown or someone else's order):
 * it says only that the page does not exist, never whether it belongs to somebody else.
 */
export function NotFound() {
  const { t } = useTranslation('ui');
  useDocumentTitle(t('Page not found'));
  usePageHead({ notFound: true });
  return (
    <section className={styles.notFound}>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist.')}</p>
      <Link className={buttonClassName('secondary')} to={paths.home()}>
        {t('Back to the home page')}
      </Link>
    </section>
  );
}
