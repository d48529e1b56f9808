import { useEffect } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Spinner } from '@club/shared-ui/spinner';
import { useNavigate, useSearchParams } from '@club/shared-ui/router';
import { finalStripeStatus, returnedIntent, returnTarget } from './stripe-status';
import styles from './payment-return.module.css';
import './texts';

/**
 * The card intent's return (/stripe-callback?payment_intent=… or ?setup_intent=…, document 3, 2 and 4): 'Processing
 * payment please wait...' while the status is asked (again while the server says retry), then /cz/ok, /cz/ko, or
 * the checkout with the saved card's token. It always ends on one of them, never waiting for ever.
 */
export function StripeCallbackPage() {
  const { t } = useTranslation('checkout');
  const text = t('Processing payment please wait...');
  useDocumentTitle(text);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();

  useEffect(() => {
    const intent = returnedIntent(new URLSearchParams(search));
    let stopped = false;
    const go = async () => {
      const status = intent ? await finalStripeStatus(intent.id, () => stopped) : null;
      if (!stopped) void navigate(returnTarget(intent, status), { replace: true });
    };
    void go();
    return () => {
      stopped = true;
    };
  }, [search, navigate]);

  return (
    <div className={styles.page} role="status">
      <Spinner size="large" decorative />
      <h1 className={styles.title}>{text}</h1>
    </div>
  );
}
