import { Link } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@club/shared-contracts/paths';

/** The page for an address the site does not know. */
export function NotFoundPage() {
  const { t } = useTranslation('host');
  return (
    <section>
      <h1>{t('Page not found')}</h1>
      <p>{t('The page you are looking for does not exist.')}</p>
      <Link to={paths.home()}>{t('Back to the home page')}</Link>
    </section>
  );
}
