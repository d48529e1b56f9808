import { useMemo } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useLoad } from '@club/shared-ui/use-load';
import '../../lib/texts';
import { legalTitles, type LegalDocument } from './legal-documents';
import { loadLegalSettings } from './legal-settings';
import styles from './legal-page.module.css';

/** A legal page: the club's HTML text from the legal settings, sanitized before it is rendered. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  useDocumentTitle(t(legalTitles[document]));
  // Each document is its own request, so another document shows loading, never the previous one's text. The
  // specification has load failures of legal texts logged only, with no message to the customer.
  const request = useMemo(() => () => loadLegalSettings().then((settings) => settings[document]), [document]);
  const text = useLoad('legal settings', request);

  return (
    <article className={styles.page} aria-busy={text.state === 'loading'}>
      <h1>{t(legalTitles[document])}</h1>
      {text.state === 'loading' && (
        <>
          <Skeleton shape="line" />
          <Skeleton shape="line" width="90%" />
          <Skeleton shape="line" width="75%" />
        </>
      )}
      {text.state === 'loaded' && <SafeHtml className={styles.text} html={text.data} />}
    </article>
  );
}
