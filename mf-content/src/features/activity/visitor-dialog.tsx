import { useSettings } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

/** Props of VisitorDialog. */
export interface VisitorDialogProps {
  open: boolean;
  activityName: string;
  onClose: () => void;
  /** Called with what the visitor chose; the host's login dialog opens on it. */
  onChoose: (mode: 'login' | 'register') => void;
}

/**
 * The popup Sign Up opens for a visitor who is not logged in (document 3, 2 Activity detail): Login, or Register
 * when the club lets customers register on the site.
 */
export function VisitorDialog({ open, activityName, onClose, onChoose }: VisitorDialogProps) {
  const { t } = useTranslation('content');
  const registerOn = useSettings().RegisterOn;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('Please login or register')}
      footer={
        <>
          <Button onClick={() => onChoose('login')}>{t('Login')}</Button>
          {registerOn && (
            <Button variant="secondary" onClick={() => onChoose('register')}>
              {t('Register')}
            </Button>
          )}
        </>
      }
    >
      <p>{t('To sign up to {{name}} you need an account at the club.', { name: activityName })}</p>
    </Dialog>
  );
}
