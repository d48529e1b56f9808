import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { prebook } from '@club/shared-contracts/api/bookings';
import type {
  CheckoutBookingPayload,
  CheckoutPlayer,
  PrebookAnswer,
} from '@club/shared-contracts/booking-entities';
import { cartCommands } from '@club/shared-contracts/cart';
import { Team } from '@club/shared-contracts/entities';
import { showGlobalError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { getSession, requestLogin } from '@club/shared-contracts/session';
import { useNavigate } from '@club/shared-ui/router';
import { ownerPlayer } from './checkout-owner';
import type { PayMode } from './pay-modes';
import { cartSales, prebookPayload, prebookRefusal } from './prebook-request';
import './texts';

/** What paying needs to know besides the booking: the mode, the players and whether shared payments retain. */
export interface PaymentChoice {
  mode: PayMode;
  players: readonly CheckoutPlayer[];
  withRetention: boolean;
}

/** The main button's action and its state: busy while it works, the inline error of its last press. */
export interface BookingPayment {
  pay: (choice: PaymentChoice) => Promise<void>;
  working: boolean;
  error: string | null;
}

/**
 * Paying a booking from checkout-booking (document 2, 2.4, 4 and 8): prebook it for the customer in use, then send
 * what is to be paid to the cart and go to /checkout, or go to the customer's bookings when the service is free.
 * Without a logged-in customer (the session ended while the page was open) it says so and opens the login, which
 * brings the customer back here. A refused prebook is shown inline and in the global error popup; a failure without
 * an answer in the popup only; a refusal of the cart is already shown by the host, and the customer stays.
 */
export function useBookingPayment(checkout: CheckoutBookingPayload): BookingPayment {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay({ mode, players, withRetention }: PaymentChoice) {
    setError(null);
    const { customer } = getSession();
    if (!customer) {
      setError(t('Please login or register'));
      requestLogin(`${window.location.pathname}${window.location.search}`);
      return;
    }
    // The owner is who is logged in now (the list shows the customer the page opened with), never twice.
    const owner = ownerPlayer(customer);
    const sent: CheckoutPlayer[] = [
      { ...owner, team: Team.NotSet },
      ...players.slice(1).filter((player) => player.customerId !== owner.customerId),
    ];
    setWorking(true);
    try {
      let answer: PrebookAnswer;
      try {
        answer = await prebook(prebookPayload(checkout, mode, sent), checkout.isMatch);
      } catch (failure) {
        const refusal = prebookRefusal(failure);
        if (refusal === null) {
          showGlobalError(failure);
        } else {
          setError(refusal);
          showGlobalError(refusal);
        }
        return;
      }
      if (answer.serviceFree) {
        void navigate(paths.customerBookings());
        return;
      }
      const sales = cartSales(answer.model, { mode, withRetention, ownerId: owner.customerId });
      // The cart goes on to the checkout itself; a refusal it has already shown keeps the customer here.
      await cartCommands().addSale(sales);
    } finally {
      setWorking(false);
    }
  }

  return { pay, working, error };
}
