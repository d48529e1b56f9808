import { useAtomValue } from 'jotai';
import { useTranslation } from '@club/shared-ui/translation';
import { versionNoticeAtom, dismissVersionNotice } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';

/** Tells the customer the site was updated (the storage version changed and the session was cleared). */
export function VersionNotice() {
  const { t } = useTranslation('host');
  const notice = useAtomValue(versionNoticeAtom);
  if (!notice) return null;
  return (
    <Alert variant="info" action={{ label: t('Close'), onClick: dismissVersionNotice }}>
      {t(notice)}
    </Alert>
  );
}
