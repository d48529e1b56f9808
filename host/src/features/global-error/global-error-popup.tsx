import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { globalErrorAtom, clearGlobalError } from '@club/shared-contracts/http';
import { Dialog } from '@club/shared-ui/dialog';
import { Spinner } from '@club/shared-ui/spinner';

// The sanitizer loads with the first error, not with every page.
const SafeHtml = lazy(() =>
  import('@club/shared-ui/safe-html').then((module) => ({ default: module.SafeHtml })),
);

/** The global error popup (document 1, 2.7): an HTML message from the global error state, sanitized. */
export function GlobalErrorPopup() {
  const { t } = useTranslation('host');
  const message = useAtomValue(globalErrorAtom);
  return (
    <Dialog open={message !== null} onClose={clearGlobalError} title={t('Something went wrong')}>
      {message && (
        <Suspense fallback={<Spinner />}>
          <SafeHtml html={message} />
        </Suspense>
      )}
    </Dialog>
  );
}
