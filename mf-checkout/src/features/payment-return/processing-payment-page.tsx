import { useEffect } from 'react';
import type { ProviderPaymentStatus } from '@club/shared-contracts/checkout-entities';
import { paths } from '@club/shared-contracts/paths';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Spinner } from '@club/shared-ui/spinner';
import { useNavigate, useSearchParams } from '@club/shared-ui/router';
import { refundedTarget } from './payment-refund';
import styles from './payment-return.module.css';
import './texts';

/** Where a return page goes, from its query, once it knows how the payment ended (`stopped`: the page has gone). */
export type ReturnTarget = (search: URLSearchParams, stopped: () => boolean) => Promise<string>;

/**
 * Where a provider's return goes (document 3, 4 Other returns): ok to /cz/ok, a payment returned to the card to
 * /cz/ko saying why, and anything else (refused, no answer, retries used up) to /cz/ko.
 */
export function providerReturnTarget(status: ProviderPaymentStatus | null): string {
  if (status?.refunded) return refundedTarget(status.refunded);
  return status?.ok ? paths.paymentOk() : paths.paymentKo();
}

/**
 * A provider's return page (document 3, 2 Payment return pages): 'Processing payment please wait...' while the
 * payment's outcome is asked, then the page `targetOf` answers. It always ends on one, never waiting for ever.
 */
export function ProcessingPaymentPage({ targetOf }: { targetOf: ReturnTarget }) {
  const { t } = useTranslation('checkout');
  const text = t('Processing payment please wait...');
  useDocumentTitle(text);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = params.toString();

  useEffect(() => {
    let stopped = false;
    const go = async () => {
      const target = await targetOf(new URLSearchParams(search), () => stopped);
      if (!stopped) void navigate(target, { replace: true });
    };
    void go();
    return () => {
      stopped = true;
    };
  }, [search, navigate, targetOf]);

  return (
    <div className={styles.page} role="status">
      <Spinner size="large" decorative />
      <h1 className={styles.title}>{text}</h1>
    </div>
  );
}
