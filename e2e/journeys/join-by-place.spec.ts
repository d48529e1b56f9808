import { customers, expect, logInThroughDialog, test } from '../fixtures/club.ts';
import { apiLogin, clubDay, demoByPlace, inEnglish } from '../fixtures/booking.ts';
import { cartButton } from '../fixtures/cart.ts';
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
  const brunoPage = await other.newPage();
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

test('a visitor asked to log in at Join comes back to the same booking', async ({ page }) => {
  await page.goto(`/bookings-byplace?matches=true&date=${clubDay(1)}`);
  // The open match of tomorrow starts at 18:00.
  const card = page
    .getByRole('article')
    .filter({ hasText: `· ${bookings.openMatch.start} ·` })
    .filter({ hasText: 'Competitive · 2,50–4,00' });
  await card.getByRole('button', { name: 'Join' }).click();
  await logInThroughDialog(page, customers.bruno.email, customers.bruno.password);
  await expect(page).toHaveURL(new RegExp(`bookingId=${bookings.openMatch.id}`));
  await expect(page.getByRole('dialog')).toContainText('Partido abierto de pádel');
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Confirm' })).toBeVisible();
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
