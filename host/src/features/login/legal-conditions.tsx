import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getLegalSettings } from '@club/shared-contracts/api/settings';
import type { LegalSettings } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { paths, type LegalPage } from '@club/shared-contracts/paths';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Spinner } from '@club/shared-ui/spinner';
import { CheckField } from './check-field';
import styles from './login.module.css';
import './texts';

/** One of the legal texts of the legal settings. */
type LegalDocument = keyof LegalSettings;

// The popups in the order the legal-acceptance check lists them (document 1, 2.19), each with its heading and page.
const legalDocuments: { document: LegalDocument; title: string; page: LegalPage }[] = [
  { document: 'generalConditions', title: 'General Conditions', page: 'generalConditions' },
  { document: 'waiver', title: 'Waiver and release', page: 'waiver' },
  { document: 'privacyPolicyFull', title: 'Privacy policy', page: 'privacy' },
  { document: 'cookiesPolicy', title: 'Cookie policy', page: 'cookies' },
];

type LegalTexts = { state: 'loading' } | { state: 'loaded'; settings: LegalSettings } | { state: 'failed' };

/** Props of LegalConditionsCheck. */
export interface LegalConditionsCheckProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: ReactNode;
}

/**
 * The legal-conditions check of the register form: required, with links that open the club's legal texts in
 * popups. The texts load when the first popup opens, once for the form.
 */
export function LegalConditionsCheck({ checked, onChange, error }: LegalConditionsCheckProps) {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState<(typeof legalDocuments)[number] | null>(null);
  const [texts, setTexts] = useState<LegalTexts | null>(null);

  function show(entry: (typeof legalDocuments)[number]) {
    setOpen(entry);
    if (texts && texts.state !== 'failed') return;
    setTexts({ state: 'loading' });
    getLegalSettings().then(
      (answer) => setTexts({ state: 'loaded', settings: answer.data }),
      (failure: unknown) => {
        // Legal texts that fail to load are logged only (document 1, 8); the popup offers the legal page instead.
        loadFailed('legal settings', failure);
        setTexts({ state: 'failed' });
      },
    );
  }

  return (
    <CheckField
      label={t('I accept the legal conditions')}
      checked={checked}
      onChange={onChange}
      error={error}
      required
    >
      <ul className={styles.legalLinks} aria-label={t('Legal conditions')}>
        {legalDocuments.map((entry) => (
          <li key={entry.document}>
            <Button variant="link" size="small" aria-haspopup="dialog" onClick={() => show(entry)}>
              {t(entry.title)}
            </Button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onClose={() => setOpen(null)} title={open ? t(open.title) : ''}>
        {open && texts?.state === 'loading' && <Spinner />}
        {open && texts?.state === 'loaded' && <SafeHtml html={texts.settings[open.document]} />}
        {open && texts?.state === 'failed' && (
          <a href={paths.legal(open.page)} target="_blank" rel="noopener noreferrer">
            {t('Open this text in a new tab')}
          </a>
        )}
      </Dialog>
    </CheckField>
  );
}
