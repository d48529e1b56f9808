import { useState } from 'react';
import { joinWaitingList, leaveWaitingList } from '@club/shared-contracts/api/bookings';
import type { WaitingListState } from '@club/shared-contracts/booking-entities';
import { errorMessage } from '@club/shared-contracts/http';
import { Button } from '@club/shared-ui/button';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';
import styles from './waiting-list.module.css';

/**
 * The waiting list of a full booking (beyond the specification), on the join page, the by-place cards and the
 * confirm popup: the customer joins it, sees their turn and may leave it. When a place frees the first customer
 * waiting is offered it by a message; the join page then shows the place held for them.
 */
export function WaitingList({
  notice,
  bookingId,
  customerId,
  initial,
  onError,
}: {
  /** Why the customer cannot join (the booking is full, or its free places are held for others), if it is said here. */
  notice?: string;
  bookingId: number;
  customerId: number;
  initial: WaitingListState;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation('booking');
  const [position, setPosition] = useState(initial.position);
  const [working, setWorking] = useState(false);

  async function change(waiting: boolean) {
    onError(null);
    setWorking(true);
    try {
      if (waiting) {
        setPosition((await joinWaitingList(customerId, bookingId)).model.position);
      } else {
        await leaveWaitingList(customerId, bookingId);
        setPosition(null);
      }
    } catch (failure) {
      onError(errorMessage(failure));
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className={styles.waitingList}>
      <p role="status" className={styles.notice}>
        {notice}
        {position !== null && (
          <span className={styles.turn}>
            {t('You are number {{position}} on the waiting list. We will write to you if a place frees up.', {
              position,
            })}
          </span>
        )}
      </p>
      <Button variant="secondary" loading={working} onClick={() => void change(position === null)}>
        {position === null ? t('Join the waiting list') : t('Leave the waiting list')}
      </Button>
    </div>
  );
}
