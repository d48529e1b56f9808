import { screen } from '@testing-library/react';
import { fakeApi } from '@club/shared-contracts/api/test-fetch';
import type { CardGuarantee } from '@club/shared-contracts/booking-entities';
import {
  logIn,
  provideClubSettings,
  renderAtPath,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { customerBookingItem as item, customerBookings } from '../../lib/testing';
import { CustomerBookingsPage } from './customer-bookings-page';

const listPath = '/api/publicbookings/customer-bookings/7';

const guarantee = (changes: Partial<CardGuarantee>): CardGuarantee => ({
  status: 'Scheduled',
  amount: 30,
  cardLastDigits: '4242',
  holdFrom: '2026-12-06T10:00:00',
  heldUntil: null,
  captured: 0,
  released: 0,
  ...changes,
});

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

/** My bookings with one next booking carrying the guarantee. */
async function showBooking(card: CardGuarantee | null) {
  fakeApi({
    [`GET ${listPath}`]: { ok: true, model: customerBookings([item(1, { guarantee: card })]) },
    'GET /api/publicbookings/calendar-feed/7': { ok: true, model: { path: null } },
  });
  await renderAtPath({ '/customer-bookings': <CustomerBookingsPage /> }, '/customer-bookings');
  return screen.getByRole('article', { name: 'Booking 1' });
}

describe('the card guarantee in My bookings', () => {
  it('says what will be held on which card and from when, in the club’s date format', async () => {
    expect(await showBooking(guarantee({}))).toHaveTextContent(
      `Guarantee ${shownPrice(30)} will be held on your card ending 4242 from 06/12/2026 10:00, 6 days before the match.`,
    );
  });

  it('says what is held until when, and what the match makes of it', async () => {
    expect(
      await showBooking(guarantee({ status: 'Held', heldUntil: '2026-12-13T10:00:00' })),
    ).toHaveTextContent(
      `${shownPrice(30)} held on your card ending 4242 until 13/12/2026 10:00. At the match, the shares not paid are charged and the rest released.`,
    );
  });

  it('says what was charged for the unpaid shares and what was released', async () => {
    expect(
      await showBooking(guarantee({ status: 'Captured', captured: 10, released: 20 })),
    ).toHaveTextContent(`${shownPrice(10)} charged for the unpaid shares; ${shownPrice(20)} released.`);
  });

  it('says the guarantee was released', async () => {
    expect(await showBooking(guarantee({ status: 'Released' }))).toHaveTextContent(
      'Guarantee The guarantee was released.',
    );
  });

  it('says a hold the card refused leaves the unpaid shares to the owner', async () => {
    expect(await showBooking(guarantee({ status: 'Failed' }))).toHaveTextContent(
      'The guarantee could not be held on your card: the unpaid shares are yours to pay.',
    );
  });

  it('says nothing of a guarantee on a booking without one', async () => {
    expect(await showBooking(null)).not.toHaveTextContent('Guarantee');
  });
});
