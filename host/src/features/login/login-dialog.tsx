import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { closeLoginRequest, useLoginRequest, type LoginRequest } from '@club/shared-contracts/session';
import { safeRedirectPath } from '@club/shared-contracts/paths';
import { useSettings } from '@club/shared-contracts/settings';
import { Dialog } from '@club/shared-ui/dialog';
import { Spinner } from '@club/shared-ui/spinner';
import { Tabs } from '@club/shared-ui/tabs';
import { LoginForm } from './login-form';
import { openingView, rememberView, type LoginView } from './login-mode';
import './texts';

// Registration (with its legal popups and their sanitizer) loads when the Register tab is first shown.
const RegisterForm = lazy(() =>
  import('./register-form').then((module) => ({ default: module.RegisterForm })),
);

/**
 * The login popup (document 1, 2.4), opened by a login request (a private route, a 401, a login or register button)
 * with its back URL. It toggles between Login and Register (Register only when the club's RegisterOn setting is on);
 * closing it resets it to Login. After a login it goes to the back URL when it is a same-origin path, else stays.
 */
export function LoginDialog() {
  const { t } = useTranslation('host');
  const request = useLoginRequest();
  const registerOn = useSettings().RegisterOn;
  const navigate = useNavigate();
  const [view, setView] = useState<LoginView>('login');
  const [shownRequest, setShownRequest] = useState<LoginRequest | null>(null);

  // Each new request decides the view it opens in; set while rendering, so the old view never flashes.
  if (request !== shownRequest) {
    setShownRequest(request);
    if (request) setView(openingView(request, registerOn));
  }

  useEffect(() => {
    if (request) rememberView(view);
  }, [request, view]);

  function close() {
    rememberView('login');
    closeLoginRequest();
  }

  function loggedIn() {
    const target = request?.backUrl;
    close();
    if (target) void navigate(safeRedirectPath(target));
  }

  const loginForm = (
    <LoginForm
      onLoggedIn={loggedIn}
      onClose={close}
      initialMode={request?.mode === 'reset-password' ? 'reset-password' : 'login'}
    />
  );
  return (
    <Dialog open={request !== null} onClose={close} title={view === 'login' ? t('Login') : t('Register')}>
      {registerOn ? (
        <Tabs
          label={t('Login or register')}
          value={view}
          onChange={(id) => setView(id === 'register' ? 'register' : 'login')}
          items={[
            { id: 'login', label: t('Login'), content: loginForm },
            {
              id: 'register',
              label: t('Register'),
              content: (
                <Suspense fallback={<Spinner />}>
                  <RegisterForm onClose={close} />
                </Suspense>
              ),
            },
          ]}
        />
      ) : (
        loginForm
      )}
    </Dialog>
  );
}
