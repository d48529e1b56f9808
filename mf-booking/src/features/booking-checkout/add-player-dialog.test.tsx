import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lookupPlayers } from '@club/shared-contracts/api/customers';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import type { RowDataAnswer } from '@club/shared-contracts/entities';
import { provideClubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { AddPlayerDialog, playerLogoSize } from './add-player-dialog';
import { lookupDebounceMs } from './player-lookup';

jest.mock('@club/shared-contracts/api/customers', () => ({ lookupPlayers: jest.fn() }));
const lookup = jest.mocked(lookupPlayers);

const luis: PlayerLookup = { id: 12, name: 'Luis', surname: 'Pérez', logo: 'luis.jpg', level: 3.5 };
const lucia: PlayerLookup = { id: 13, name: 'Lucía', surname: 'Gómez', logo: '', level: null };
const found = (...players: PlayerLookup[]): Promise<RowDataAnswer<PlayerLookup>> =>
  Promise.resolve({ ok: true, rowData: players });

function later() {
  let give: (players: PlayerLookup[]) => void = () => undefined;
  const answer = new Promise<RowDataAnswer<PlayerLookup>>((resolve) => {
    give = (players) => resolve({ ok: true, rowData: players });
  });
  return {
    answer,
    give: (...players: PlayerLookup[]) =>
      act(async () => {
        give(players);
        await answer;
      }),
  };
}

const quietTime = () => act(() => jest.advanceTimersByTimeAsync(lookupDebounceMs));

let user: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  jest.useFakeTimers();
  user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  provideClubSettings();
  lookup.mockReset();
  lookup.mockImplementation(() => found(luis, lucia));
});
afterEach(() => jest.useRealTimers());

async function renderDialog() {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  await renderWithI18n(<AddPlayerDialog open onClose={onClose} onChoose={onChoose} />);
  return { onChoose, onClose };
}

const searchInput = () => screen.getByRole('searchbox', { name: 'Name or surname' });
const results = () => within(screen.getByRole('list', { name: 'Players found' })).queryAllByRole('button');

describe('add-player popup', () => {
  it("is titled 'Search a player' and starts on the search input", async () => {
    await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Search a player' })).toBeInTheDocument();
    expect(searchInput()).toHaveFocus();
  });

  it('looks up from 3 characters, once the customer stops typing', async () => {
    await renderDialog();
    await user.type(searchInput(), 'lu');
    await quietTime();
    expect(lookup).not.toHaveBeenCalled();
    await user.type(searchInput(), 'is');
    expect(lookup).not.toHaveBeenCalled();
    await quietTime();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith('luis');
  });

  it('shows each player with logo, name and surname, and level with two decimals', async () => {
    await renderDialog();
    await user.type(searchInput(), 'luc');
    await quietTime();
    expect(results().map((result) => result.textContent)).toEqual(['Luis PérezLevel 3,50', 'Lucía Gómez']);
    const logo = results()[0]!.querySelector('img');
    expect(logo).toHaveAttribute('src', '/uploads/luis.jpg');
    expect(logo).toHaveAttribute('width', String(playerLogoSize));
  });

  it('adds the chosen player and closes', async () => {
    const { onChoose, onClose } = await renderDialog();
    await user.type(searchInput(), 'luis');
    await quietTime();
    await user.click(screen.getByRole('button', { name: /Luis Pérez/ }));
    expect(onChoose).toHaveBeenCalledWith(luis);
    expect(onClose).toHaveBeenCalled();
  });

  it('ignores an answer to an older text', async () => {
    const first = later();
    const second = later();
    lookup.mockReturnValueOnce(first.answer).mockReturnValueOnce(second.answer);
    await renderDialog();
    await user.type(searchInput(), 'luc');
    await quietTime();
    await user.type(searchInput(), 'i');
    await quietTime();
    await second.give(luis);
    await first.give(lucia);
    expect(results().map((result) => result.textContent)).toEqual(['Luis PérezLevel 3,50']);
  });

  it('says when nobody is found', async () => {
    lookup.mockImplementation(() => found());
    await renderDialog();
    await user.type(searchInput(), 'zzz');
    await quietTime();
    expect(screen.getByRole('status')).toHaveTextContent('No players found');
  });

  it('only logs a failed lookup', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('offline');
    lookup.mockImplementation(() => Promise.reject(failure));
    await renderDialog();
    await user.type(searchInput(), 'luis');
    await quietTime();
    expect(logged).toHaveBeenCalledWith('player lookup could not be loaded', failure);
    expect(results()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('');
    logged.mockRestore();
  });
});
