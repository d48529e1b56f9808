import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { removeCustomer } from '@club/shared-contracts/api/customers';
import { errorMessage, showGlobalError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { logOut, useSession } from '@club/shared-contracts/session';
import { contractText, contractTexts } from '@club/shared-contracts/texts';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import styles from './account-page.module.css';
import './texts';

const whatIsLost =
  'Deleting your account erases your personal data, your address, your saved cards and your additional information. You will no longer be able to log in, and your bookings, orders and vouchers will no longer be available to you.';

/**
 * The Delete Account tab (document 1, 2.13 and 4): says what is lost and that it cannot be undone, asks again in a
 * dialog, then deletes the account, and the cart and session are cleared and the page reloads. A failure shows
 * the catalogue's crash text in the global error popup.
 */
export function DeleteAccountTab({ customerId }: { customerId: number }) {
  const { t } = useTranslation('account');
  const { customer } = useSession();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // A parent's own account takes its child profiles with it; a child profile goes alone.
  const takesChildren = !customer?.parent && customer?.id === customerId && customer.children.length > 0;

  async function deleteAccount() {
    setDeleting(true);
    try {
      await removeCustomer(customerId);
    } catch (error) {
      setDeleting(false);
      setConfirming(false);
      // The catalogue has "crash" for this failure, whatever the server said; a 401 already opened the login.
      if (errorMessage(error) !== null) showGlobalError(contractText(contractTexts.crash));
      return;
    }
    // The reload lands on the home page: the account page would only ask a deleted customer to log in.
    window.history.replaceState(null, '', paths.home());
    // Logging out clears the cart and the session, then reloads (document 1, 4: the same as after a deletion).
    logOut();
  }

  const consequences = (
    <>
      <p>{t(whatIsLost)}</p>
      {takesChildren && <p>{t('The child profiles of your account will be deleted too.')}</p>}
    </>
  );

  return (
    <div className={styles.deleteAccount}>
      {consequences}
      <Alert variant="warning">{t('This cannot be undone.')}</Alert>
      <div className={styles.actions}>
        <Button className={styles.danger} aria-haspopup="dialog" onClick={() => setConfirming(true)}>
          {t('Delete my account')}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onClose={() => !deleting && setConfirming(false)}
        title={t('Delete your account?')}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={deleting}>
              {t('Cancel')}
            </Button>
            <Button className={styles.danger} loading={deleting} onClick={() => void deleteAccount()}>
              {t('Yes, delete my account')}
            </Button>
          </>
        }
      >
        {consequences}
        <p>
          <strong>{t('This cannot be undone.')}</strong>
        </p>
      </Dialog>
    </div>
  );
}
