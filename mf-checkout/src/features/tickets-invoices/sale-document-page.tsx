import { useEffect, useRef, useState } from 'react';
import { downloadInvoice, downloadTicket } from '@club/shared-contracts/api/tickets-invoices';
import { cx } from '@club/shared-ui/cx';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useParams } from '@club/shared-ui/router';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import styles from './sale-document-page.module.css';
import './texts';

/** The two documents of a sale. */
type SaleDocumentKind = 'ticket' | 'invoice';

type DownloadState = 'downloading' | 'downloaded' | 'failed';

const saleDocuments = {
  ticket: {
    save: downloadTicket,
    title: 'Your ticket',
    downloading: 'Downloading ticket, please wait...',
    downloaded: 'Ticket downloaded',
    failed: 'Some error occurred downloading your ticket',
  },
  invoice: {
    save: downloadInvoice,
    title: 'Your invoice',
    downloading: 'Downloading invoice, please wait...',
    downloaded: 'Invoice downloaded',
    failed: 'Some error occurred downloading your invoice',
  },
} as const;

/**
 * A sale's ticket or invoice page (/publictickets/{token}, /publicinvoices/{token}; document 3, 2): the file is
 * downloaded on arrival and saved as a download, while one status region says it is on its way, then that it was
 * downloaded or that it failed.
 */
function SaleDocumentPage({ kind }: { kind: SaleDocumentKind }) {
  const { t } = useTranslation('checkout');
  const { token = '' } = useParams();
  const [state, setState] = useState<DownloadState>('downloading');
  const saleDocument = saleDocuments[kind];
  useDocumentTitle(t(saleDocument.title));
  // One download per address (a development double render included): the file is saved once.
  const downloaded = useRef<string | null>(null);

  useEffect(() => {
    if (downloaded.current === token) return;
    downloaded.current = token;
    setState('downloading');
    saleDocument.save(token).then(
      () => setState('downloaded'),
      (failure: unknown) => {
        console.error(`The ${kind} could not be downloaded`, failure);
        setState('failed');
      },
    );
  }, [saleDocument, kind, token]);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(saleDocument.title)}</h1>
      <div className={styles.status} role="status" aria-live="polite">
        {state === 'downloading' && <Spinner size="large" decorative />}
        <p className={cx(styles.message, state === 'failed' && styles.failed)}>{t(saleDocument[state])}</p>
      </div>
    </div>
  );
}

/** /publictickets/{token}: downloads the sale's ticket. */
export function PublicTicketPage() {
  return <SaleDocumentPage kind="ticket" />;
}

/** /publicinvoices/{token}: downloads the sale's invoice. */
export function PublicInvoicePage() {
  return <SaleDocumentPage kind="invoice" />;
}
