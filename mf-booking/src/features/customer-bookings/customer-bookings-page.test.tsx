import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  neverAnswered,
  requestsTo,
  StatusAnswer,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import type { CustomerBookings } from '@club/shared-contracts/booking-entities';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { bookingSale, customerBookingItem as item, customerBookings } from '../../lib/testing';
import { CustomerBookingsPage } from './customer-bookings-page';

const listPath = '/api/publicbookings/customer-bookings/7';
const feedPath = '/api/publicbookings/calendar-feed/7';
const training = (id: number, changes = {}) => item(id, { parentName: 'Team', ...changes });

let requests: SentRequest[];
const answer = (bookings: FakeAnswer, extra: Record<string, FakeAnswer> = {}) => {
  requests = fakeApi({
    [`GET ${listPath}`]:
      typeof bookings === 'function' ? bookings : { ok: true, model: bookings as CustomerBookings },
    [`GET ${feedPath}`]: { ok: true, model: { path: null } },
    ...extra,
  });
};

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

const renderPage = () =>
  renderAtPath(
    {
      '/customer-bookings': <CustomerBookingsPage />,
      '/booking-join/:bookingId': 'Join page',
      '/trainings/:id': 'Training page',
      '/checkout': 'Checkout page',
    },
    '/customer-bookings',
  );

const article = (name: string) => screen.getByRole('article', { name });
const actionsOf = (name: string) =>
  within(article(name))
    .queryAllByRole('button')
    .map((button) => button.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });

describe('my bookings', () => {
  it("shows each next booking's type, court, start in the club's format, duration, description and comments", async () => {
    answer(
      customerBookings([
        item(1, { bookingType: 'Reserva de pista', description: 'Bring your racket', comments: 'Gate B' }),
      ]),
    );
    await renderPage();
    const booking = article('Reserva de pista');
    expect(booking).toHaveTextContent('CourtPista 2');
    expect(booking).toHaveTextContent('Date26/11/2026');
    expect(booking).toHaveTextContent('Start18:00');
    expect(booking).toHaveTextContent('Duration90 min');
    expect(booking).toHaveTextContent('Bring your racket');
    expect(booking).toHaveTextContent('Comments Gate B');
  });

  it("writes the start on a 12-hour clock when the club's date format has 'tt'", async () => {
    provideClubSettings({ DateFormat: 'MM/dd/yyyy hh:mm tt' });
    answer(customerBookings([item(1)]));
    await renderPage();
    expect(article('Booking 1')).toHaveTextContent('Start6:00 PM');
    expect(article('Booking 1')).toHaveTextContent('Date11/26/2026');
  });

  it('shows the skeleton of the lists while they load', async () => {
    answer(() => neverAnswered);
    await renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it("says why the lists could not be loaded, with the server's message", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(() => new StatusAnswer(500, { ok: false, errorMsg: 'The bookings are not available' }));
    await renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent('The bookings are not available');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('puts trainings apart from bookings, each with Next open and Past closed', async () => {
    answer(customerBookings([item(1), training(2)], [item(3), training(4)]));
    await renderPage();
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Booking 1',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Booking 1',
      'Booking 3',
    ]);
    await userEvent.click(tab('Trainings'));
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Booking 2',
    ]);
  });

  it('opens the Trainings tab by itself when there is no next booking but a next training', async () => {
    answer(customerBookings([training(2)], [item(3)]));
    await renderPage();
    expect(tab('Trainings')).toHaveAttribute('aria-selected', 'true');
    expect(article('Booking 2')).toBeInTheDocument();
  });

  it('stays on the Bookings tab when there is a next booking, even with next trainings', async () => {
    answer(customerBookings([training(2), item(1)]));
    await renderPage();
    expect(tab('Bookings')).toHaveAttribute('aria-selected', 'true');
  });

  it('says there are no next or past bookings, and no next or past trainings', async () => {
    answer(customerBookings([]));
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getByText('No next bookings')).toBeVisible();
    expect(screen.getByText('No past bookings')).toBeVisible();
    await userEvent.click(tab('Trainings'));
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    expect(screen.getByText('No next trainings')).toBeVisible();
    expect(screen.getByText('No past trainings')).toBeVisible();
  });

  it('links a booking to its join page and a training to its training page', async () => {
    answer(customerBookings([item(1), training(2)]));
    await renderPage();
    expect(screen.getByRole('link', { name: 'Booking 1' })).toHaveAttribute('href', '/booking-join/1');
    await userEvent.click(tab('Trainings'));
    await userEvent.click(screen.getByRole('link', { name: 'Booking 2' }));
    expect(window.location.pathname).toBe('/trainings/2');
  });

  describe('sharing', () => {
    afterEach(() => {
      jest.useRealTimers();
    });

    it("copies the booking's join link and says Copied for two seconds", async () => {
      answer(customerBookings([item(1)]));
      await renderPage();
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      // Inside act, so the state set once the clipboard has answered is drawn before the checks.
      await act(() =>
        user.click(within(article('Booking 1')).getByRole('button', { name: 'Share with friends' })),
      );
      expect(await navigator.clipboard.readText()).toBe('http://localhost/booking-join/1');
      expect(within(article('Booking 1')).getByRole('status')).toHaveTextContent('Copied');
      act(() => jest.advanceTimersByTime(1999));
      expect(within(article('Booking 1')).getByRole('status')).toHaveTextContent('Copied');
      act(() => jest.advanceTimersByTime(1));
      expect(within(article('Booking 1')).getByRole('status')).toHaveTextContent('');
    });

    it('offers Share on next bookings only, not on trainings or past bookings', async () => {
      answer(customerBookings([item(1), training(2)], [item(3)]));
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Past' }));
      expect(within(article('Booking 1')).getByRole('button', { name: 'Share with friends' })).toBeVisible();
      expect(within(article('Booking 3')).queryByRole('button', { name: 'Share with friends' })).toBeNull();
      await userEvent.click(tab('Trainings'));
      expect(within(article('Booking 2')).queryByRole('button', { name: 'Share with friends' })).toBeNull();
    });
  });

  describe('cancelling', () => {
    it('offers Cancel only on next bookings that may be cancelled', async () => {
      answer(
        customerBookings(
          [item(1, { canCancel: true }), item(2), training(5, { canCancel: true })],
          [item(3, { canCancel: true })],
        ),
      );
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Past' }));
      expect(within(article('Booking 1')).getByRole('button', { name: 'Cancel' })).toBeVisible();
      expect(within(article('Booking 2')).queryByRole('button', { name: 'Cancel' })).toBeNull();
      expect(within(article('Booking 3')).queryByRole('button', { name: 'Cancel' })).toBeNull();
      await userEvent.click(tab('Trainings'));
      expect(within(article('Booking 5')).queryByRole('button', { name: 'Cancel' })).toBeNull();
    });

    it('cancels once confirmed, reloads the lists and shows what was refunded', async () => {
      let asked = 0;
      answer(
        () => ({
          ok: true,
          model: customerBookings(++asked === 1 ? [item(1, { canCancel: true }), item(2)] : [item(2)]),
        }),
        {
          'POST /api/publicbookings/cancel/1/7': {
            ok: true,
            infoReturns: [
              { paymentMethod: 'Card', amount: 18 },
              { paymentMethod: 'Money voucher', amount: 4.5 },
            ],
          },
        },
      );
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Cancel' }));
      const confirm = screen.getByRole('dialog', { name: 'Cancel this booking?' });
      expect(confirm).toHaveTextContent('Booking 1 on 26/11/2026 at 18:00 will be cancelled.');
      expect(requestsTo(requests, 'POST', '/api/publicbookings/cancel/1/7')).toHaveLength(0);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel booking' }));
      await settle();
      expect(requestsTo(requests, 'POST', '/api/publicbookings/cancel/1/7')).toHaveLength(1);
      expect(screen.queryByRole('article', { name: 'Booking 1' })).not.toBeInTheDocument();
      expect(screen.getByText('Your booking has been cancelled.')).toBeInTheDocument();
      const refunds = screen.getByRole('dialog', { name: 'Refunds' });
      const rows = within(refunds)
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent?.replace(/\s/g, ' ')}`);
      expect(rows).toEqual([`Card ${shownPrice(18)}`, `Money voucher ${shownPrice(4.5)}`]);
    });

    it('keeps the booking when the customer changes their mind', async () => {
      answer(customerBookings([item(1, { canCancel: true })]));
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('button', { name: 'Keep booking' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(requestsTo(requests, 'POST', '/api/publicbookings/cancel/1/7')).toHaveLength(0);
    });

    it("shows a refused cancel's message in a banner above the lists", async () => {
      answer(customerBookings([item(1, { canCancel: true })]), {
        'POST /api/publicbookings/cancel/1/7': { ok: false, errorMsg: 'It is too late to cancel' },
      });
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Cancel' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
      await settle();
      const banner = screen.getByRole('alert');
      expect(banner).toHaveTextContent('It is too late to cancel');
      expect(
        banner.compareDocumentPosition(screen.getByRole('tablist')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
      // The focus goes to the message, which screen readers read out.
      expect(banner.parentElement).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(article('Booking 1')).toBeInTheDocument();
    });
  });

  describe('opening the facility', () => {
    it('offers no Open Facility when the club has no turnstiles', async () => {
      answer(customerBookings([item(1)], [], { turntilesEnabled: false }));
      await renderPage();
      expect(screen.queryByRole('button', { name: 'Open Facility' })).not.toBeInTheDocument();
    });

    it('shows the QR that opens the facility inside the item', async () => {
      answer(customerBookings([item(1), item(2)], [], { turntilesEnabled: true }), {
        'GET /api/publicturnstiles/open/1': {
          ok: true,
          model: { contentType: 'image/png', content: 'iVBORw0K' },
        },
      });
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Open Facility' }));
      await settle();
      const qr = within(article('Booking 1')).getByRole('img', { name: 'QR code to open the facility' });
      expect(qr).toHaveAttribute('src', 'data:image/png;base64,iVBORw0K');
      expect(qr).toHaveAttribute('width', '200');
      expect(qr).toHaveAttribute('height', '200');
      expect(within(article('Booking 2')).queryByRole('img')).not.toBeInTheDocument();
    });

    it('says why the facility stays shut', async () => {
      answer(customerBookings([item(1)], [], { turntilesEnabled: true }), {
        'GET /api/publicturnstiles/open/1': {
          ok: false,
          reason: 'The door opens 15 minutes before the start',
        },
      });
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Open Facility' }));
      await settle();
      expect(article('Booking 1')).toHaveTextContent('The door opens 15 minutes before the start');
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });
  });

  describe('adding to a calendar', () => {
    let saved: { href: string; download: string }[];

    beforeEach(() => {
      saved = [];
      URL.createObjectURL = jest.fn(() => 'blob:http://localhost/calendar');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        saved.push({ href: this.href, download: this.download });
      });
    });

    afterEach(() => {
      jest.restoreAllMocks();
    });

    /** The API double, with calendar files answered as files (named when a name is given). */
    const withCalendarFiles = (fileName: string | null) => {
      const json = global.fetch;
      global.fetch = jest.fn((url: string, init?: RequestInit) => {
        if (!url.includes('/calendar-file/')) return json(url, init);
        requests.push({
          url: new URL(url, 'http://localhost'),
          method: 'GET',
          headers: new Headers(),
          body: null,
        });
        const headers = new Headers({ 'Content-Type': 'text/calendar' });
        if (fileName) headers.set('Content-Disposition', `attachment; filename="${fileName}"`);
        return Promise.resolve(new Response('BEGIN:VCALENDAR', { status: 200, headers }));
      }) as typeof fetch;
    };

    it("saves a next booking's calendar file under the name the server gives", async () => {
      answer(customerBookings([item(1)]));
      withCalendarFiles('padel-26-11.ics');
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Add to calendar' }));
      await settle();
      expect(requestsTo(requests, 'GET', '/api/publicbookings/calendar-file/7/booking/1')).toHaveLength(1);
      expect(saved).toEqual([{ href: 'blob:http://localhost/calendar', download: 'padel-26-11.ics' }]);
    });

    it("names a calendar file after the booking when the server gives no name, and a training's as a training", async () => {
      answer(customerBookings([item(1), training(2)]));
      withCalendarFiles(null);
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Add to calendar' }));
      await settle();
      await userEvent.click(tab('Trainings'));
      await userEvent.click(within(article('Booking 2')).getByRole('button', { name: 'Add to calendar' }));
      await settle();
      expect(requestsTo(requests, 'GET', '/api/publicbookings/calendar-file/7/training/2')).toHaveLength(1);
      expect(saved.map((file) => file.download)).toEqual(['booking-1.ics', 'training-2.ics']);
    });

    it('offers no calendar file for past bookings', async () => {
      answer(customerBookings([], [item(3)]));
      await renderPage();
      await userEvent.click(screen.getByRole('button', { name: 'Past' }));
      expect(within(article('Booking 3')).queryByRole('button', { name: 'Add to calendar' })).toBeNull();
    });
  });

  describe('unpaid holds', () => {
    // 17:30 UTC is 18:30 at the club (Madrid); the hold lapses at 17:42 UTC, 18:42 at the club.
    const heldUntil = '2026-11-26T17:42:00.000Z';
    const hold = (id: number, sales = [bookingSale(11, 7, { bookingId: id })]) =>
      item(id, { canCancel: true, awaitingPayment: { heldUntil, sales } });

    beforeEach(() => {
      jest.useFakeTimers({ now: new Date('2026-11-26T17:30:00.000Z'), advanceTimers: true });
    });

    afterEach(() => {
      jest.useRealTimers();
    });

    it("says a hold awaits payment until when, on the club's clock, and offers Pay and Let go but no door, share or calendar", async () => {
      answer(customerBookings([hold(1), item(2, { canCancel: true })], [], { turntilesEnabled: true }));
      await renderPage();
      expect(article('Booking 1')).toHaveTextContent('Awaiting payment — held until 18:42');
      expect(actionsOf('Booking 1')).toEqual(['Pay', 'Let go']);
      expect(article('Booking 2')).not.toHaveTextContent('Awaiting payment');
      expect(actionsOf('Booking 2')).toEqual([
        'Open Facility',
        'Share with friends',
        'Add to calendar',
        'Cancel',
      ]);
    });

    it("writes the hold's end on a 12-hour clock when the club's date format has 'tt'", async () => {
      provideClubSettings({ DateFormat: 'MM/dd/yyyy hh:mm tt' });
      answer(customerBookings([hold(1)]));
      await renderPage();
      expect(article('Booking 1')).toHaveTextContent('Awaiting payment — held until 6:42 PM');
    });

    it("Pay brings the hold's sales back to the cart with the URLs that cancel them, and the cart goes to the checkout", async () => {
      const cart = fakeCart();
      answer(customerBookings([hold(1)]));
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Pay' }));
      await settle();
      expect(cart.addSale).toHaveBeenCalledWith([
        { ...bookingSale(11, 7, { bookingId: 1 }), cancelUrl: 'publicbookings/cancel/1/7' },
      ]);
      expect(window.location.pathname).toBe('/checkout');
    });

    it('Let go asks first, then cancels the hold', async () => {
      answer(customerBookings([hold(1)]), { 'POST /api/publicbookings/cancel/1/7': { ok: true } });
      await renderPage();
      await userEvent.click(within(article('Booking 1')).getByRole('button', { name: 'Let go' }));
      await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
      await settle();
      expect(requestsTo(requests, 'POST', '/api/publicbookings/cancel/1/7')).toHaveLength(1);
    });

    it("shows a hold someone else pays (the owner's, to a teammate) without Pay", async () => {
      answer(customerBookings([hold(1, [])]));
      await renderPage();
      expect(article('Booking 1')).toHaveTextContent('Awaiting payment — held until 18:42');
      expect(within(article('Booking 1')).queryByRole('button', { name: 'Pay' })).toBeNull();
    });

    it('takes a hold off the list when it lapses, with no reload, and asks for the lists again', async () => {
      let asked = 0;
      // The server may still list it for a moment: the page goes by the hold's end.
      answer(() => {
        asked += 1;
        return { ok: true, model: customerBookings([hold(1), item(2)]) };
      });
      await renderPage();
      expect(article('Booking 1')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(11 * 60_000 + 59_000));
      expect(article('Booking 1')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1_000));
      await settle();
      expect(screen.queryByRole('article', { name: 'Booking 1' })).not.toBeInTheDocument();
      expect(article('Booking 2')).toBeInTheDocument();
      expect(asked).toBe(2);
    });
  });
});
