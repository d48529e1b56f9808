import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { CustomerComms, Email } from '@club/shared-contracts/entities';
import { ApiError } from '@club/shared-contracts/http';
import { logIn, provideClubSettings, renderAtPath, settle } from '@club/shared-ui/testing';
import { CommsPage } from './comms-page';
import { EmailPage } from './email-page';

const activation: Email = {
  id: 12,
  subject: 'Club Test: activa tu cuenta',
  body: '<p>Hola Ana:</p><p><a href="/customer/activate/abc">Activar mi cuenta</a></p><img src="x" onerror="window.hacked = true">',
  created: '2026-11-20T10:00:00Z',
};
const comms: CustomerComms = {
  emails: [
    activation,
    { id: 9, subject: 'Novedades de la escuela', body: '<p>Grupos</p>', created: '2026-11-01T09:00:00Z' },
  ],
  smss: [{ body: 'Tu reserva de mañana está confirmada.', created: '2026-11-18T08:30:00Z' }],
};

beforeEach(() => {
  provideClubSettings();
  // Ana (7) acts as her child (8): the calls name the profile in use.
  logIn(7, 8);
});

const renderComms = (path = '/customer-comms', language: 'en-US' | 'es-ES' = 'en-US') =>
  renderAtPath(
    { '/customer-comms': <CommsPage />, '/customer-comms/emails/:id': <EmailPage /> },
    path,
    language,
  );

describe('communications', () => {
  it('lists the e-mails with subject and date, linking to each, and the SMS with body and date', async () => {
    const requests = fakeApi({ '/api/publiccomms/customer-comms/8': { ok: true, model: comms } });
    await renderComms();
    expect(requests[0]?.url.pathname).toBe('/api/publiccomms/customer-comms/8');
    const emails = screen.getByRole('region', { name: 'Emails' });
    expect(within(emails).getByRole('link', { name: activation.subject })).toHaveAttribute(
      'href',
      '/customer-comms/emails/12',
    );
    expect(within(emails).getByText('20/11/2026 11:00')).toBeInTheDocument();
    // The Sms accordion opens on demand.
    const sms = screen.getByRole('button', { name: 'Sms' });
    expect(sms).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(sms);
    expect(screen.getByRole('region', { name: 'Sms' })).toHaveTextContent(
      'Tu reserva de mañana está confirmada.',
    );
  });

  it("says 'No emails' and 'No sms', translated", async () => {
    fakeApi({ '/api/publiccomms/customer-comms/8': { ok: true, model: { emails: [], smss: [] } } });
    await renderComms('/customer-comms', 'es-ES');
    expect(screen.getByText('No tienes correos')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'SMS' }));
    expect(screen.getByText('No tienes SMS')).toBeInTheDocument();
  });

  it('only logs a failed load and shows no list', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      '/api/publiccomms/customer-comms/8': () => new StatusAnswer(500, { ok: false, errorMsg: 'Down' }),
    });
    await renderComms();
    expect(logged).toHaveBeenCalledWith('customer communications could not be loaded', expect.any(ApiError));
    expect(screen.queryByRole('button', { name: 'Emails' })).not.toBeInTheDocument();
    expect(screen.queryByText('No emails')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('opens an e-mail: its number in the title, subject, date and the sanitized body', async () => {
    fakeApi({
      '/api/publiccomms/customer-comms/8': { ok: true, model: comms },
      '/api/publiccomms/customer-comms/emails/12/8': { ok: true, model: activation },
    });
    await renderComms();
    await userEvent.click(screen.getByRole('link', { name: activation.subject }));
    await settle();
    expect(window.location.pathname).toBe('/customer-comms/emails/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Email #12' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: activation.subject })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Activar mi cuenta' })).toHaveAttribute(
      'href',
      '/customer/activate/abc',
    );
    expect(document.querySelector('img[src="x"]')).not.toHaveAttribute('onerror');
    expect(document.title).toBe('Email #12 · Club Test');
  });

  it("another customer's or an unknown e-mail shows the not-found page", async () => {
    fakeApi({
      '/api/publiccomms/customer-comms/emails/13/8': () =>
        new StatusAnswer(404, { ok: false, errorMsg: 'Email not found' }),
    });
    await renderComms('/customer-comms/emails/13');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Club Test');
    expect(screen.queryByText('Email not found')).not.toBeInTheDocument();
  });
});
