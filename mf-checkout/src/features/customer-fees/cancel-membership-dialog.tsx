import { useState } from 'react';
import { stopPeriodicSale } from '@club/shared-contracts/api/fees';
import { errorMessage } from '@club/shared-contracts/http';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

/** Props of CancelMembershipDialog. */
export interface CancelMembershipDialogProps {
  customerId: number;
  cpsId: number;
  description: string;
  onClose: () => void;
  /** The membership was stopped: the list is read again. */
  onCancelled: () => void;
}

/**
 * The Cancel membership confirmation (document 3, 4 Cancelling a periodic sale): confirming calls the stop; a
 * refusal shows the server's message here, a success closes the popup and reloads the list.
 */
export function CancelMembershipDialog({
  customerId,
  cpsId,
  description,
  onClose,
  onCancelled,
}: CancelMembershipDialogProps) {
  const { t } = useTranslation('checkout');
  const [working, setWorking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirm() {
    setWorking(true);
    setRefusal(null);
    try {
      const answer = await stopPeriodicSale(customerId, cpsId);
      if (answer.ok) {
        onCancelled();
        return;
      }
      // A refusal without a message reads as the technical-problems text.
      setRefusal(answer.errorMsg ?? errorMessage(null));
    } catch (error) {
      // No usable answer: the technical-problems text (a 401 has opened the login instead, and says nothing here).
      setRefusal(errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Cancel membership')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Keep membership')}
          </Button>
          <Button onClick={() => void confirm()} loading={working}>
            {t('Cancel membership')}
          </Button>
        </>
      }
    >
      <p>{t('Do you want to cancel {{description}}? No more fees will be charged.', { description })}</p>
      {refusal && <Alert variant="error">{refusal}</Alert>}
    </Dialog>
  );
}
