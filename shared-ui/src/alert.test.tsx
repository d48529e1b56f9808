import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './alert';
import type { AlertVariant } from './alert';
import { renderWithI18n } from './testing';

describe('Alert', () => {
  it('interrupts screen readers for an error', async () => {
    await renderWithI18n(<Alert variant="error">Technical problems</Alert>);
    expect(screen.getByRole('alert')).toHaveTextContent('Technical problems');
  });

  it.each<AlertVariant>(['info', 'success', 'warning'])('is a polite status for %s', async (variant) => {
    await renderWithI18n(<Alert variant={variant}>Saved</Alert>);
    expect(screen.getByRole('status')).toHaveClass(variant);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a title above the message', async () => {
    await renderWithI18n(
      <Alert variant="warning" title="Payment pending">
        Finish it before 12:00
      </Alert>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Payment pendingFinish it before 12:00');
  });

  it('offers an action such as Retry', async () => {
    const onRetry = jest.fn();
    await renderWithI18n(
      <Alert variant="error" action={{ label: 'Retry', onClick: onRetry }}>
        The shop could not load
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no button without an action', async () => {
    await renderWithI18n(<Alert>Welcome</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
