import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import { provideClubSettings, renderAtPath, settle, startAnonymous } from '@club/shared-ui/testing';
import { customerBookingItem as item, customerBookings } from '../../lib/testing';
import { PublicBookingPage } from './public-booking-page';

let requests: SentRequest[];

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  requests = fakeApi({
    'GET /api/publicbookings/customer-booking/tok-123': {
      ok: true,
      model: customerBookings([item(1, { canCancel: true })], [], { turntilesEnabled: true }),
    },
    'GET /api/publicturnstiles/open/1/tok-123': {
      ok: true,
      model: { contentType: 'image/png', content: 'iVBORw0K' },
    },
  });
});

const renderPublic = () =>
  renderAtPath({ '/booking/:bookingToken': <PublicBookingPage /> }, '/booking/tok-123');

describe('public booking page', () => {
  it('shows the booking its link names, without Share, Cancel, a calendar file or the calendar feed', async () => {
    await renderPublic();
    const booking = screen.getByRole('article', { name: 'Booking 1' });
    expect(booking).toHaveTextContent('Pista 2');
    expect(within(booking).queryByRole('button', { name: 'Share with friends' })).toBeNull();
    expect(within(booking).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(within(booking).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Calendar feed' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/publicbookings/customer-booking/tok-123',
    ]);
  });

  it("opens the facility with the link's token", async () => {
    await renderPublic();
    await userEvent.click(screen.getByRole('button', { name: 'Open Facility' }));
    await settle();
    expect(requestsTo(requests, 'GET', '/api/publicturnstiles/open/1/tok-123')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'QR code to open the facility' })).toBeInTheDocument();
  });

  it('shows an unpaid hold as one, with no door to open and nothing to pay or let go there', async () => {
    fakeApi({
      'GET /api/publicbookings/customer-booking/tok-123': {
        ok: true,
        model: customerBookings(
          [
            item(1, {
              awaitingPayment: { heldUntil: new Date(Date.now() + 600_000).toISOString(), sales: [] },
            }),
          ],
          [],
          { turntilesEnabled: true },
        ),
      },
    });
    await renderPublic();
    const booking = screen.getByRole('article', { name: 'Booking 1' });
    expect(booking).toHaveTextContent('Awaiting payment — held until');
    expect(within(booking).queryAllByRole('button')).toEqual([]);
  });
});
