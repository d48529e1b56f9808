import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, StatusAnswer, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { LevelGroup } from '@club/shared-contracts/level-entities';
import { logIn, provideClubSettings, renderAtPath, startAnonymous } from '@club/shared-ui/testing';
import { LevelsPage } from './levels-page';
import { LinkProviderPage } from './link-provider-page';

const padel: LevelGroup = {
  sport: 'Padel',
  provider: 'Taykus',
  levels: [
    {
      comments: 'Won the mixed match',
      date: '2026-11-20T21:00:00',
      parentId: 112,
      modification: 0.15,
      newLevel: 3.45,
    },
    { comments: 'First rating', date: '2026-09-20T21:00:00', parentId: null, modification: 3, newLevel: 3 },
  ],
};
const tennis: LevelGroup = {
  sport: 'Tennis',
  provider: 'WorldPadelRating',
  levels: [
    { comments: 'Clinic', date: '2026-10-01T21:00:00', parentId: null, modification: -0.05, newLevel: 2.8 },
  ],
};

let requests: SentRequest[];

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

const renderLevels = () => renderAtPath({ '/levels': <LevelsPage /> }, '/levels');

describe('levels page', () => {
  it('shows a panel per sport and provider, the first expanded, with signed changes and levels to 2 decimals', async () => {
    requests = fakeApi({ 'GET /api/publicbookings/levels/7': { ok: true, model: [padel, tennis] } });
    await renderLevels();
    const first = screen.getByRole('button', { name: 'Padel · Taykus' });
    const second = screen.getByRole('button', { name: 'Tennis · World Padel Rating' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    const rows = within(screen.getByRole('region', { name: 'Padel · Taykus' })).getAllByRole('row');
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Won the mixed match', '20/11/2026', 'See match', '+0,15', '3,45'],
      ['First rating', '20/09/2026', '', '+3,00', '3,00'],
    ]);
    expect(screen.getByRole('link', { name: 'See match' })).toHaveAttribute('href', '/booking-join/112');
    expect(requests).toHaveLength(1);
  });

  it('opens and closes a panel from the keyboard', async () => {
    fakeApi({ 'GET /api/publicbookings/levels/7': { ok: true, model: [padel, tennis] } });
    await renderLevels();
    const second = screen.getByRole('button', { name: 'Tennis · World Padel Rating' });
    second.focus();
    await userEvent.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(screen.getByRole('region', { name: 'Tennis · World Padel Rating' })).getByText('-0,05'),
    ).toBeVisible();
    await userEvent.keyboard(' ');
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it("without levels offers every provider to link, each coming back to the site's link page", async () => {
    fakeApi({
      'GET /api/publicbookings/levels/7': { ok: true, model: [] },
      'GET /api/publicbookings/levels/7/provider/Taykus/link': {
        ok: true,
        model: '/api/level-providers/Taykus/authorize',
      },
      'GET /api/publicbookings/levels/7/provider/WorldPadelRating/link': {
        ok: true,
        model: 'https://wpr.example/authorize?client=club',
      },
    });
    await renderLevels();
    const providers = screen.getByRole('region', { name: 'Level providers' });
    const taykus = new URL(
      within(providers).getByRole('link', { name: 'Link your account with Taykus' }).getAttribute('href') ??
        '',
    );
    expect(taykus.pathname).toBe('/api/level-providers/Taykus/authorize');
    expect(taykus.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/levels/link-to-provider/Taykus`,
    );
    const wpr = new URL(
      within(providers)
        .getByRole('link', { name: 'Link your account with World Padel Rating' })
        .getAttribute('href') ?? '',
    );
    expect(wpr.origin + wpr.pathname).toBe('https://wpr.example/authorize');
    expect(wpr.searchParams.get('redirect_uri')).toBe(
      `${window.location.origin}/levels/link-to-provider/WorldPadelRating`,
    );
    expect(providers).toHaveTextContent(
      'Your World Padel Rating levels come to the club: they show here and count to join matches.',
    );
    expect(screen.queryByText(/You have no level yet/)).toBeNull();
  });

  it('with the levels of one provider offers linking the other', async () => {
    fakeApi({
      'GET /api/publicbookings/levels/7': { ok: true, model: [padel] },
      'GET /api/publicbookings/levels/7/provider/WorldPadelRating/link': {
        ok: true,
        model: '/api/level-providers/WorldPadelRating/authorize',
      },
    });
    await renderLevels();
    const providers = screen.getByRole('region', { name: 'Level providers' });
    expect(
      within(providers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Link your account with World Padel Rating']);
  });

  it('without levels nor a provider link says how to get a level', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      'GET /api/publicbookings/levels/7': { ok: true, model: [] },
      'GET /api/publicbookings/levels/7/provider/Taykus/link': new StatusAnswer(404, {
        ok: false,
        errorMsg: 'Not found',
      }),
    });
    await renderLevels();
    expect(
      screen.getByText(
        'You have no level yet. Use the Taykus app to find out your level or ask for information at the club',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: /Link your account/ })).toBeNull();
  });

  it("shows the server's reason of a failure, or Crash when there is none", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ 'GET /api/publicbookings/levels/7': { ok: false, errorMsg: 'Nivel no disponible' } });
    const rejected = await renderLevels();
    expect(screen.getByRole('alert')).toHaveTextContent('Nivel no disponible');
    rejected.unmount();
    fakeApi({ 'GET /api/publicbookings/levels/7': new StatusAnswer(500, null) });
    await renderLevels();
    expect(screen.getByRole('alert')).toHaveTextContent('Crash');
  });

  it('reserves the room of the panels while loading', async () => {
    fakeApi({});
    const { container } = await renderAtPath({ '/levels': <LevelsPage /> }, '/levels');
    // The double answers 404 for a call it does not know; before it answers the page is busy.
    expect(container.querySelector('[aria-busy]')).not.toBeNull();
  });
});

describe('level provider link page', () => {
  const renderLink = (path: string) =>
    renderAtPath(
      { '/levels/link-to-provider/:provider': <LinkProviderPage />, '/levels': 'Levels page' },
      path,
    );

  it('links the account with the user_id and goes to the levels', async () => {
    requests = fakeApi({ 'POST /api/publicbookings/levels/7/provider/Taykus/link': { ok: true } });
    await renderLink('/levels/link-to-provider/Taykus?user_id=taykus-demo-7001');
    expect(requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['POST', '/api/publicbookings/levels/7/provider/Taykus/link', { userId: 'taykus-demo-7001' }],
    ]);
    expect(window.location.pathname).toBe('/levels');
  });

  it('without user_id says error and links nothing', async () => {
    requests = fakeApi({});
    await renderLink('/levels/link-to-provider/Taykus');
    expect(screen.getByRole('alert')).toHaveTextContent('Error');
    expect(requests).toHaveLength(0);
    expect(window.location.pathname).toBe('/levels/link-to-provider/Taykus');
  });

  it("shows the server's reason when the link is refused", async () => {
    fakeApi({
      'POST /api/publicbookings/levels/7/provider/Taykus/link': new StatusAnswer(400, {
        ok: false,
        errorMsg: 'El proveedor no reconoce ese usuario',
      }),
    });
    await renderLink('/levels/link-to-provider/Taykus?user_id=nobody');
    expect(screen.getByRole('alert')).toHaveTextContent('El proveedor no reconoce ese usuario');
  });
});
