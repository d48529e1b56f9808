import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadFailed } from '@club/shared-contracts/http';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import '../../lib/texts';
import { legalTitles, type LegalDocument } from './legal-documents';
import { loadLegalSettings } from './legal-settings';
import styles from './legal-page.module.css';

type LegalText = { state: 'loading' } | { state: 'loaded'; html: string } | { state: 'failed' };

/** A legal page: the club's HTML text from the legal settings, sanitized before it is rendered. */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t } = useTranslation('content');
  const [text, setText] = useState<LegalText>({ state: 'loading' });

  useEffect(() => {
    // Each legal page is its own route, so the state starts as loading for every document.
    let current = true;
    loadLegalSettings().then(
      (settings) => current && setText({ state: 'loaded', html: settings[document] }),
      (error: unknown) => {
        // The specification has load failures of legal texts logged only, with no message to the customer.
        loadFailed('legal settings', error);
        if (current) setText({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [document]);

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
      {text.state === 'loaded' && <SafeHtml className={styles.text} html={text.html} />}
    </article>
  );
}
