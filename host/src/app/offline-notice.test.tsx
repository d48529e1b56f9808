import { act, screen } from '@testing-library/react';
import { renderWithI18n } from '@club/shared-ui/testing';
import { registerHostTexts } from './texts';
import { OfflineNotice } from './offline-notice';

beforeAll(() => registerHostTexts());

function goOnline(online: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(() => jest.restoreAllMocks());

test('tells the customer in their language that the connection is lost, and stops when it is back', async () => {
  await renderWithI18n(<OfflineNotice />, 'it-IT');
  expect(screen.queryByRole('status')).toBeNull();

  goOnline(false);
  expect(screen.getByRole('status')).toHaveTextContent('Sei offline. Controlla la connessione.');

  goOnline(true);
  expect(screen.queryByRole('status')).toBeNull();
});
