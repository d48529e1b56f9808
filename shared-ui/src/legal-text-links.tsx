import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { getLegalSettings } from '@club/shared-contracts/api/settings';
import type { LegalSettings } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { paths, type LegalPage } from '@club/shared-contracts/paths';
import { Button } from './button';
import { Dialog } from './dialog';
import { SafeHtml } from './safe-html';
import { Spinner } from './spinner';
import styles from './legal-text-links.module.css';
import './legal-text-links-texts';

/** One of the club's legal texts (the legal settings, document 1, 2.19). */
export type LegalDocument = keyof LegalSettings;

// Each text's heading (an English source text) and its own page, for when the text cannot be loaded here.
const documentInfo: Record<LegalDocument, { title: string; page: LegalPage }> = {
  generalConditions: { title: 'General Conditions', page: 'generalConditions' },
  waiver: { title: 'Waiver and release', page: 'waiver' },
  privacyPolicyFull: { title: 'Privacy policy', page: 'privacy' },
  cookiesPolicy: { title: 'Cookie policy', page: 'cookies' },
};

/** The four legal texts in the order the legal-acceptance check lists them. */
const legalDocuments: readonly LegalDocument[] = [
  'generalConditions',
  'waiver',
  'privacyPolicyFull',
  'cookiesPolicy',
];

let legalSettings: Promise<LegalSettings> | null = null;

// Fetched on the first popup of the page and kept; a failure is not kept, so the next popup asks again.
function loadLegalSettings(): Promise<LegalSettings> {
  legalSettings ??= getLegalSettings().then((answer) => answer.data);
  legalSettings.catch(() => {
    legalSettings = null;
  });
  return legalSettings;
}

type LegalTexts = { state: 'loading' } | { state: 'loaded'; settings: LegalSettings } | { state: 'failed' };

/** Props of LegalTextLinks. */
export interface LegalTextLinksProps {
  /** The texts offered, in this order; all four by default. */
  documents?: readonly LegalDocument[];
}

/**
 * Links that open the club's legal texts in popups, sanitized (document 1, 2.13 and 2.19): put them beside a
 * legal-acceptance or consent check. A text that cannot be loaded offers its own page in a new tab instead.
 */
export function LegalTextLinks({ documents = legalDocuments }: LegalTextLinksProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const [texts, setTexts] = useState<LegalTexts>({ state: 'loading' });

  function show(document: LegalDocument) {
    setOpen(document);
    if (texts.state === 'loaded') return;
    setTexts({ state: 'loading' });
    loadLegalSettings().then(
      (settings) => setTexts({ state: 'loaded', settings }),
      (failure: unknown) => {
        // Legal texts that fail to load are logged only (document 1, 8); the popup offers the legal page instead.
        loadFailed('legal settings', failure);
        setTexts({ state: 'failed' });
      },
    );
  }

  return (
    <>
      <ul className={styles.links} aria-label={t('Legal texts')}>
        {documents.map((document) => (
          <li key={document}>
            <Button variant="link" size="small" aria-haspopup="dialog" onClick={() => show(document)}>
              {t(documentInfo[document].title)}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open ? t(documentInfo[open].title) : ''}
      >
        {open && texts.state === 'loading' && <Spinner />}
        {open && texts.state === 'loaded' && <SafeHtml className={styles.text} html={texts.settings[open]} />}
        {open && texts.state === 'failed' && (
          <a href={paths.legal(documentInfo[open].page)} target="_blank" rel="noopener noreferrer">
            {t('Open this text in a new tab')}
          </a>
        )}
      </Dialog>
    </>
  );
}
