import type { Page } from '@playwright/test';
import { customers, expect, interactiveOnOpen, logInThroughDialog, test } from '../fixtures/club.ts';
import { apiLogin, clubDay, demoByPlace, inEnglish } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
import { demoCheckout } from '../fixtures/checkout.ts';
import { lastLinkInOutbox, logInFromHome } from '../fixtures/login.ts';

const { bookings, template } = demoByPlace;
const anaName = `${customers.ana.name} ${customers.ana.surname}`;

test.beforeEach(async ({ page }) => {
  await inEnglish(page);
});

test('a customer joins an open match on team 2 and is in it after a reload', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/booking-join/${bookings.openMatch.id}`);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Choose your team' })
    .getByRole('button', { name: 'Team 2' })
    .click();
  const success = page.getByRole('dialog', { name: 'You have joined the booking' });
  await expect(success).toContainText('You play in team 2.');
  await success.getByRole('button', { name: 'Close' }).click();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Team 2' })).toContainText(anaName);
  await expect(page.getByRole('status')).toContainText('You are already in');
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
});

test('the last place taken by someone else meanwhile gives Max players reached', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/booking-join/${bookings.oneFreePlace.id}`);
  const join = page.getByRole('button', { name: 'Join', exact: true });
  await expect(join).toBeVisible();

  // Bruno takes the last place from his phone while Ana looks at the page.
  const bruno = await apiLogin(page, customers.bruno);
  const taken = await page.request.post(
    `/api/publicbookings/byplace-prebook-place/${bruno.id}/${bookings.oneFreePlace.id}/Web`,
    { data: {}, headers: { Authorization: `Bearer ${bruno.token}` } },
  );
  expect(((await taken.json()) as { ok: boolean }).ok).toBe(true);

  await join.click();
  // The server's reason comes as the global error too; once it is closed the page shows the booking as it is now.
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('status')).toHaveText('Max players reached');
  await expect(page.getByRole('region', { name: 'Team 2' })).toContainText(customers.bruno.name);
  await expect(join).toHaveCount(0);
});

test('a keyboard user picks a free place on the map and takes it', async ({ page }) => {
  await logInFromHome(page, customers.ana);
  const date = clubDay(bookings.americano.dayOffset);
  await page.goto(`/booking-visual/${bookings.americano.id}/${template.id}?date=${date}`);
  const places = page.getByRole('group', { name: 'Places' });
  await expect(places.getByRole('button', { name: /, free$/ }).first()).toBeVisible();
  // From the zoom slider, Tab walks the places until a free one has the focus.
  await page.getByRole('slider', { name: 'Zoom' }).focus();
  const focused = page.locator(':focus');
  let name = '';
  for (let presses = 0; presses < template.places + 4 && !name.endsWith(', free'); presses += 1) {
    await page.keyboard.press('Tab');
    name = (await focused.getAttribute('aria-label')) ?? '';
  }
  expect(name).toMatch(/^Place .+, free$/);
  const place = /^Place ([^,]+),/.exec(name)?.[1] ?? '';
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(
    new RegExp(`/bookings-byplace\\?bookingId=${bookings.americano.id}&placeId=\\d+&place=`),
  );
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(place);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 item');

  // The place is booked now for everyone.
  await page.goto(`/booking-visual/${bookings.americano.id}/${template.id}?date=${date}`);
  await expect(places.getByRole('button', { name: new RegExp(`^Place ${place}, .*, booked$`) })).toHaveCount(
    1,
  );
});

test('a player enters the results of a past match; a non-player cannot', async ({ page, browser }) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/booking-results/${bookings.pastToScore.id}`);
  const boxes = page.getByRole('textbox');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill at least one result');
  const count = await boxes.count();
  await boxes.nth(0).fill('6');
  await boxes.nth(count / 2).fill('4');
  await boxes.nth(1).fill('7');
  await boxes.nth(count / 2 + 1).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The results are saved.')).toBeVisible();
  await page.reload();
  await expect(boxes.nth(0)).toHaveValue('6');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

  const other = await browser.newContext();
  const brunoPage = interactiveOnOpen(await other.newPage());
  await inEnglish(brunoPage);
  await logInFromHome(brunoPage, customers.bruno);
  await brunoPage.goto(`/booking-results/${bookings.pastToScore.id}`);
  await expect(brunoPage.getByRole('textbox').first()).toHaveAttribute('readonly');
  await expect(brunoPage.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const bruno = await apiLogin(brunoPage, customers.bruno);
  const refused = await brunoPage.request.post('/api/publicbookings/save-results', {
    data: { bookingId: bookings.pastToScore.id, team1: [6], team2: [0] },
    headers: { Authorization: `Bearer ${bruno.token}` },
  });
  expect(refused.status()).toBe(403);
  await other.close();
});

/** The card of a by-place booking on the list: its start and its match type with the level range. */
const cardOf = (
  page: Page,
  booking: { start: string; competitive: boolean; levels: readonly [number, number] },
) =>
  page
    .getByRole('article')
    .filter({ hasText: `· ${booking.start} ·` })
    .filter({
      hasText: `${booking.competitive ? 'Competitive' : 'Friendly'} · ${booking.levels
        .map((level) => level.toFixed(2).replace('.', ','))
        .join('–')}`,
    });

test('a visitor presses Join, logs in and goes on to that booking’s confirm popup', async ({ page }) => {
  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}`);
  // The six-player match is friendly and open to her level; she plays in none of its places.
  await cardOf(page, bookings.sixPlayers).getByRole('button', { name: 'Join' }).click();
  await logInThroughDialog(page, customers.ana.email, customers.ana.password);
  // The login goes on with Join: no second press.
  const dialog = page.getByRole('dialog', { name: 'Partido abierto de pádel' });
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`\\?matches=true&date=${clubDay(1)}&bookingId=${bookings.sixPlayers.id}$`),
  );
});

test('a full match says Full on its card with its players and offers its waiting list right there', async ({
  page,
}) => {
  await logInFromHome(page, customers.ana);
  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}`);
  const card = cardOf(page, bookings.fullMatch);
  await expect(card).toContainText('Full');
  await expect(card.getByRole('list', { name: 'Players' })).toContainText(customers.bruno.name);
  await expect(card.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await card.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(card).toContainText('You are number 1 on the waiting list.');
  await expect(card.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();

  // Its popup, opened by its address, offers no Confirm either: the waiting list, where she stands.
  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}&bookingId=${bookings.fullMatch.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Max players reached');
  await expect(dialog).toContainText('You are number 1 on the waiting list.');
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(dialog.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
});

test('a customer with no padel level sees why a competitive match refuses her, and the API refuses it too', async ({
  page,
}) => {
  const elena = demoCheckout.customer;
  const reason = 'This match is competitive: you need a level in its sport to join.';
  await logInFromHome(page, elena);
  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}`);
  const card = cardOf(page, bookings.openMatch);
  await expect(card).toContainText(reason);
  await expect(card.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  // A friendly match takes her.
  await expect(cardOf(page, bookings.oneFreePlace).getByRole('button', { name: 'Join' })).toBeVisible();

  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}&bookingId=${bookings.openMatch.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(reason);
  await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);

  const session = await apiLogin(page, elena);
  const refused = await page.request.post(
    `/api/publicbookings/byplace-prebook-place/${session.id}/${bookings.openMatch.id}/Web`,
    { data: {}, headers: { Authorization: `Bearer ${session.token}` } },
  );
  expect(await refused.json()).toEqual({
    ok: false,
    errorMsg: 'Este partido es competitivo: necesitas un nivel en su deporte para apuntarte.',
  });
});

test('the by-place days read their weekday and date, in date order from the chosen day', async ({ page }) => {
  await page.goto('/bookings-byplace');
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(headings.first()).toBeVisible();
  const shown = await headings.allTextContents();
  // Each heading is "Weekday dd/MM", the days in date order from today: tomorrow never follows next week.
  const days = Array.from({ length: 7 }, (_, offset) => clubDay(offset));
  const label = (day: string) =>
    `${new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' })} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const expected = days.map(label).filter((text) => shown.includes(text));
  expect(shown).toEqual(expected);
  // The demo's by-place bookings fill the 6 days from tomorrow.
  expect(shown).toEqual(expect.arrayContaining(days.slice(1).map(label)));
});

test('a customer waits for a full match and takes the place a player left, through the mailed link', async ({
  page,
}) => {
  const match = bookings.waitingListMatch;
  await logInFromHome(page, customers.ana);
  await page.goto(`/booking-join/${match.id}`);
  const status = page.getByRole('status');
  await expect(status).toHaveText('Max players reached');
  await expect(page.getByRole('button', { name: 'Join', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(status).toContainText('You are number 1 on the waiting list.');
  expect(lastLinkInOutbox(customers.ana.email, 'place-offer')).toBeNull();

  // Bruno leaves from his phone, as his cart does when he removes his place: through the place's cancel URL.
  const bruno = await apiLogin(page, customers.bruno);
  const left = await page.request.post(`/api/publicbookings/cancel/${match.id}/${bruno.id}`, {
    headers: { Authorization: `Bearer ${bruno.token}` },
  });
  expect(((await left.json()) as { ok: boolean }).ok).toBe(true);

  // The message in Ana's communications links to the booking, where the place is held for her alone.
  const link = lastLinkInOutbox(customers.ana.email, 'place-offer');
  expect(link).toBe(`/booking-join/${match.id}`);
  await page.goto(link ?? '/');
  await expect(
    page.getByText(/^A place has been freed for you: it is held until \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'You have joined the booking' })).toBeVisible();
  await page.reload();
  await expect(status).toContainText('You are already in');
  await expect(page.getByRole('region', { name: 'Team 2' })).toContainText(anaName);
});
