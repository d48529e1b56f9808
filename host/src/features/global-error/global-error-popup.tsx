import { useAtomValue } from 'jotai';
import { useTranslation } from '@club/shared-ui/translation';
import { globalErrorAtom, clearGlobalError } from '@club/shared-contracts/http';
import { Dialog } from '@club/shared-ui/dialog';
import { SafeHtml } from '@club/shared-ui/safe-html';

/** The global error popup (document 1, 2.7): an HTML message from the global error state, sanitized. */
export function GlobalErrorPopup() {
  const { t } = useTranslation('host');
  const message = useAtomValue(globalErrorAtom);
  return (
    <Dialog open={message !== null} onClose={clearGlobalError} title={t('Something went wrong')}>
      {message && <SafeHtml html={message} />}
    </Dialog>
  );
}
