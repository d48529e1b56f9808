import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '@club/shared-ui/testing';
import { registerHostTexts } from '../../app/texts';
import { loadRemoteModule } from './remote-loader';
import { OnDemandWidget } from './on-demand-widget';

jest.mock('./remote-loader', () => ({ loadRemoteModule: jest.fn(), resetRemote: jest.fn() }));
const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

beforeAll(() => registerHostTexts());
beforeEach(() => {
  load.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

// A remote's module is kept for the page's life once loaded, so each test asks another remote.
const searchBox = (remote: 'mf_shop' | 'mf_content' = 'mf_shop') => (
  <OnDemandWidget remote={remote} exposed="./search-box" label="Search products" icon="🔍" />
);

test("loads the remote's widget only when asked, then puts the focus in its field", async () => {
  load.mockResolvedValue({ Widget: () => <input aria-label="Search the shop" /> });
  await renderWithI18n(searchBox());
  expect(load).not.toHaveBeenCalled();

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Search products' })));
  const field = await screen.findByRole('textbox', { name: 'Search the shop' });
  expect(load).toHaveBeenCalledWith('mf_shop', './search-box');
  expect(field).toHaveFocus();
});

test('a widget whose remote fails shows the fallback with a retry button in its place', async () => {
  load.mockRejectedValue(new Error('remote down'));
  await renderWithI18n(searchBox('mf_content'));
  await act(() => userEvent.click(screen.getByRole('button', { name: 'Search products' })));
  expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site could not be loaded');
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});
