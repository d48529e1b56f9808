import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@club/shared-contracts/i18n';
import type { Language } from '@club/shared-contracts/i18n';
import './texts';

function I18nWrapper({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Test helper: renders inside the shared i18n instance, started and switched to the given language. */
export async function renderWithI18n(ui: ReactElement, language: Language = 'en-US') {
  await initI18n('en-US');
  await i18n.changeLanguage(language);
  return render(ui, { wrapper: I18nWrapper });
}
