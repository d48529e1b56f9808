import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CopyButton, copiedMs } from './copy-button';
import { renderWithI18n } from './testing';

describe('CopyButton', () => {
  it('copies its text and says Copied in a status for two seconds', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await renderWithI18n(<CopyButton text="https://club.test/activity/7">Share</CopyButton>, 'es-ES');
      await user.click(screen.getByRole('button', { name: 'Share' }));
      // The clipboard answers with a promise: the status speaks once it has settled (waitFor moves the fake clock
      // by up to 50 ms meanwhile, so the two seconds are checked at their middle and their end).
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copiado'));
      expect(await navigator.clipboard.readText()).toBe('https://club.test/activity/7');
      act(() => jest.advanceTimersByTime(copiedMs / 2));
      expect(screen.getByRole('status')).toHaveTextContent('Copiado');
      act(() => jest.advanceTimersByTime(copiedMs / 2));
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the text to copy by hand where the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    await renderWithI18n(<CopyButton text="https://club.test/activity/7">Share</CopyButton>);
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Denied'));
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Could not copy. The link is: https://club.test/activity/7',
    );
  });
});
