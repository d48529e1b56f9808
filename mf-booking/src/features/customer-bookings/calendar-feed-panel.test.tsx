import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import { setApiOrigin } from '@club/shared-contracts/api-origin';
import { logIn, provideClubSettings, renderAtPath, settle, startAnonymous } from '@club/shared-ui/testing';
import { CalendarFeedPanel } from './calendar-feed-panel';

const feedPath = '/api/publicbookings/calendar-feed/7';
const feed = (path: string | null) => ({ ok: true, model: { path } });

let requests: SentRequest[];

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

afterEach(() => {
  setApiOrigin(null);
});

const renderPanel = () => renderAtPath(<CalendarFeedPanel customerId={7} />, '/customer-bookings');
const address = () => screen.getByRole('textbox', { name: 'Feed address' });

describe('calendar feed', () => {
  it('makes a feed for a customer without one and shows its address, absolute on the page’s origin', async () => {
    requests = fakeApi({
      [`GET ${feedPath}`]: feed(null),
      [`POST ${feedPath}`]: feed('/api/calendar-feeds/f1.ics'),
    });
    await renderPanel();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create calendar feed' }));
    await settle();
    expect(requestsTo(requests, 'POST', feedPath)).toHaveLength(1);
    expect(address()).toHaveValue('http://localhost/api/calendar-feeds/f1.ics');
    expect(address()).toHaveAttribute('readonly');
  });

  it('gives the address on the API’s origin when the API is elsewhere', async () => {
    setApiOrigin('https://api.club.test');
    fakeApi({ [`GET ${feedPath}`]: feed('/api/calendar-feeds/f1.ics') });
    await renderPanel();
    expect(address()).toHaveValue('https://api.club.test/api/calendar-feeds/f1.ics');
  });

  it('copies the address and says Copied', async () => {
    fakeApi({ [`GET ${feedPath}`]: feed('/api/calendar-feeds/f1.ics') });
    await renderPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/api/calendar-feeds/f1.ics');
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('gives the feed a new address, saying the old one stops working', async () => {
    fakeApi({
      [`GET ${feedPath}`]: feed('/api/calendar-feeds/f1.ics'),
      [`POST ${feedPath}`]: feed('/api/calendar-feeds/f2.ics'),
    });
    await renderPanel();
    const renew = screen.getByRole('button', { name: 'New address' });
    expect(renew).toHaveAccessibleDescription('Gives the feed a new address; the current one stops working.');
    await userEvent.click(renew);
    await settle();
    expect(address()).toHaveValue('http://localhost/api/calendar-feeds/f2.ics');
  });

  it('revokes the feed, after which a new one can be made', async () => {
    requests = fakeApi({
      [`GET ${feedPath}`]: feed('/api/calendar-feeds/f1.ics'),
      [`DELETE ${feedPath}`]: feed(null),
    });
    await renderPanel();
    const revoke = screen.getByRole('button', { name: 'Stop the feed' });
    expect(revoke).toHaveAccessibleDescription('Removes the feed; its address stops working.');
    await userEvent.click(revoke);
    await settle();
    expect(requestsTo(requests, 'DELETE', feedPath)).toHaveLength(1);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create calendar feed' })).toBeInTheDocument();
  });

  it("shows the server's message when the feed cannot be changed", async () => {
    fakeApi({
      [`GET ${feedPath}`]: feed('/api/calendar-feeds/f1.ics'),
      [`DELETE ${feedPath}`]: { ok: false, errorMsg: 'The feed could not be revoked' },
    });
    await renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Stop the feed' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('The feed could not be revoked');
    expect(address()).toHaveValue('http://localhost/api/calendar-feeds/f1.ics');
  });
});
