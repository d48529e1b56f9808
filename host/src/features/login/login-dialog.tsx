import { useAtomValue } from 'jotai';
import { useNavigate } from '@club/shared-ui/router';
import { useTranslation } from 'react-i18next';
import { loginRequestAtom, closeLoginRequest } from '@club/shared-contracts/session';
import { safeRedirectPath } from '@club/shared-contracts/paths';
import { Dialog } from '@club/shared-ui/dialog';
import { LoginForm } from './login-form';

/** The login popup, opened by a login request (a private route, a 401, a login button), with its back URL. */
export function LoginDialog() {
  const { t } = useTranslation('host');
  const request = useAtomValue(loginRequestAtom);
  const navigate = useNavigate();
  return (
    <Dialog open={request !== null} onClose={closeLoginRequest} title={t('Login')}>
      <LoginForm
        onLoggedIn={() => {
          const target = request?.backUrl;
          closeLoginRequest();
          if (target) void navigate(safeRedirectPath(target));
        }}
      />
    </Dialog>
  );
}
