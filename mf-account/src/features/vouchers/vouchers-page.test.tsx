import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCustomerVouchers } from '@club/shared-contracts/api/vouchers';
import { PaymentMethodType, type Voucher } from '@club/shared-contracts/entities';
import { formatPrice } from '@club/shared-contracts/price';
import { ApiError } from '@club/shared-contracts/http';
import type { Language } from '@club/shared-contracts/i18n';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, logIn, renderWithI18n, shownPrice } from '@club/shared-ui/testing';
import { VouchersPage } from './vouchers-page';

jest.mock('@club/shared-contracts/api/vouchers', () => ({ getCustomerVouchers: jest.fn() }));
const customerVouchers = getCustomerVouchers as jest.MockedFunction<typeof getCustomerVouchers>;

const wallet: Voucher = {
  id: 1,
  type: PaymentMethodType.MoneyVoucher,
  description: 'Monedero 100 €',
  balance: 106.5,
  movements: [
    { created: '2026-03-10T09:15:00.000Z', amount: 50, previousAmount: 56.5, current: 106.5 },
    { created: '2026-03-02T18:00:00.000Z', amount: -13.5, previousAmount: 70, current: 56.5 },
    { created: '2026-01-20T10:00:00.000Z', amount: 100, previousAmount: 0, current: 100 },
  ],
};
const gift: Voucher = {
  id: 2,
  type: PaymentMethodType.MoneyVoucher,
  description: 'Bono regalo 30 €',
  balance: 30,
  movements: [{ created: '2026-02-01T10:00:00.000Z', amount: 30, previousAmount: 0, current: 30 }],
};
// Elena's vouchers: one session per booking, a booking's duration in hours.
const sessions: Voucher = {
  id: 301,
  type: PaymentMethodType.SessionsVoucher,
  description: 'Bono 10 sesiones',
  balance: 9,
  movements: [
    { created: '2026-03-05T17:00:00.000Z', amount: -1, previousAmount: 10, current: 9 },
    { created: '2026-02-01T10:00:00.000Z', amount: 10, previousAmount: 0, current: 10 },
  ],
};
const hours: Voucher = {
  id: 302,
  type: PaymentMethodType.HoursVoucher,
  description: 'Bono 10 horas',
  balance: 8.5,
  movements: [
    { created: '2026-03-05T17:00:00.000Z', amount: -1.5, previousAmount: 10, current: 8.5 },
    { created: '2026-02-01T10:00:00.000Z', amount: 10, previousAmount: 0, current: 10 },
  ],
};

beforeEach(() => {
  customerVouchers.mockReset();
  logIn();
  provideSettings(clubSettings);
});

async function renderVouchers(language: Language = 'en-US') {
  return act(async () => {
    const view = await renderWithI18n(<VouchersPage />, language);
    // The API double answers in microtasks: they have all run when a timer fires.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return view;
  });
}

const voucherButton = (name: RegExp) => screen.getByRole('button', { name });

describe('Active Vouchers', () => {
  it('says "No active vouchers" when the customer has none', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [] });
    await renderVouchers('es-ES');
    expect(customerVouchers).toHaveBeenCalledWith(7);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonos activos' })).toBeInTheDocument();
    expect(screen.getByText('No tienes bonos activos')).toBeInTheDocument();
  });

  it('shows each voucher with its description and balance, its movements folded', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [wallet, gift] });
    await renderVouchers();
    const button = voucherButton(/^Monedero 100 €/);
    // The accessible name keeps the non-breaking space between amount and symbol.
    expect(button).toHaveAccessibleName(`Monedero 100 € Balance ${formatPrice(clubSettings, 106.5)}`);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(voucherButton(/^Bono regalo 30 €/)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('expands a voucher to its movements: date, amount, previous and current', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [wallet, gift] });
    await renderVouchers();
    await userEvent.setup().click(voucherButton(/^Monedero 100 €/));
    expect(voucherButton(/^Monedero 100 €/)).toHaveAttribute('aria-expanded', 'true');
    const movements = screen.getByRole('table', { name: 'Movements of Monedero 100 €' });
    expect(
      within(movements)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Amount', 'Previous', 'Current']);
    const [, , spend] = within(movements).getAllByRole('row');
    expect(
      within(spend!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['02/03/2026 19:00', shownPrice(-13.5), shownPrice(70), shownPrice(56.5)]);
    // The other voucher stays folded.
    expect(screen.queryByRole('table', { name: 'Movements of Bono regalo 30 €' })).not.toBeInTheDocument();
  });

  it('marks recharges in words, not by colour alone, and leaves payments unmarked', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [wallet] });
    await renderVouchers('it-IT');
    await userEvent.setup().click(voucherButton(/^Monedero 100 €/));
    const [, recharge, spend, firstLoad] = screen.getAllByRole('row');
    for (const row of [recharge!, firstLoad!]) {
      expect(row).toHaveClass('recharge');
      expect(within(row).getByText('Ricarica')).toBeInTheDocument();
    }
    expect(spend).not.toHaveClass('recharge');
    expect(within(spend!).queryByText('Ricarica')).not.toBeInTheDocument();
  });

  it('shows the balance of a sessions or hours voucher as sessions or hours, not money', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [sessions, hours] });
    await renderVouchers();
    expect(voucherButton(/^Bono 10 sesiones/)).toHaveAccessibleName('Bono 10 sesiones Balance 9 sessions');
    expect(voucherButton(/^Bono 10 horas/)).toHaveAccessibleName('Bono 10 horas Balance 8,5 hours');
  });

  it('counts the movements of a sessions voucher in sessions, one session in the singular', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [sessions] });
    await renderVouchers('es-ES');
    await userEvent.setup().click(voucherButton(/^Bono 10 sesiones/));
    const [, payment, recharge] = screen.getAllByRole('row');
    expect(
      within(payment!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/03/2026 18:00', '-1 sesión', '10 sesiones', '9 sesiones']);
    expect(
      within(recharge!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['01/02/2026 11:00', '+ Recarga10 sesiones', '0 sesiones', '10 sesiones']);
  });

  it('counts the movements of an hours voucher in hours, with the club’s decimal separator', async () => {
    customerVouchers.mockResolvedValue({ ok: true, model: [hours] });
    await renderVouchers('fr-FR');
    await userEvent.setup().click(voucherButton(/^Bono 10 horas/));
    const [, payment] = screen.getAllByRole('row');
    expect(
      within(payment!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['05/03/2026 18:00', '-1,5 heure', '10 heures', '8,5 heures']);
  });

  it('shows a busy page with a skeleton while the vouchers load', async () => {
    customerVouchers.mockReturnValue(new Promise(() => undefined));
    const { container } = await renderVouchers();
    expect(container.querySelector('section')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.skeleton')).toBeInTheDocument();
    expect(screen.queryByText('No active vouchers')).not.toBeInTheDocument();
  });

  it('only logs a load failure: no message, no empty-list claim', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    customerVouchers.mockRejectedValue(new ApiError('crash'));
    await renderVouchers();
    expect(logged).toHaveBeenCalledWith('active vouchers could not be loaded', expect.any(ApiError));
    expect(screen.getByRole('heading', { level: 1, name: 'Active Vouchers' })).toBeInTheDocument();
    expect(screen.queryByText('No active vouchers')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
