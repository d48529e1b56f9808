import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, neverAnswered, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { PendingSale } from '@club/shared-contracts/entities';
import { PaymentType } from '@club/shared-contracts/entities';
import { fakeCart, logIn, provideClubSettings, renderAtPath, shownPrice } from '@club/shared-ui/testing';
import { DebtsPage } from './debts-page';

const path = '/api/shop/pending-sales/7';

const squash: PendingSale = {
  id: 41,
  saleNumber: 'RES-41-1',
  title: 'Reserva de pista de squash',
  total: 12,
  pending: 12,
  netPending: 9.92,
  saleItems: [{ parentIdentifier: 'Squash · 24/11/2026 19:00 (60 min)' }],
};
const fee: PendingSale = {
  id: 1000000002,
  saleNumber: 'CUO-2-202611',
  title: 'Socio individual',
  total: 45,
  pending: 20,
  netPending: 16.53,
  saleItems: [{ parentIdentifier: 'Socio individual · noviembre de 2026' }],
};

let cart: ReturnType<typeof fakeCart>;

beforeEach(() => {
  provideClubSettings();
  logIn();
  cart = fakeCart();
});

const render = (language?: Parameters<typeof renderAtPath>[2]) =>
  renderAtPath({ '/debts': <DebtsPage />, '/checkout': 'Checkout page' }, '/debts', language);

describe('Pending Sales', () => {
  it('lists each sale owed in a table of sale number, concepts, total and pending, in the club format', async () => {
    fakeApi({ [`POST ${path}`]: { ok: true, data: [squash, fee] } });
    await render();
    const table = screen.getByRole('table', { name: 'Your pending sales' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pay', 'Sale number', 'Concepts', 'Total', 'Pending']);
    const feeRow = within(table).getAllByRole('row')[2]!;
    expect(
      within(feeRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['', 'CUO-2-202611', 'Socio individual · noviembre de 2026', shownPrice(45), shownPrice(20)]);
  });

  it('puts the ticked sales in the cart as sales paid in full, and the cart goes on to the checkout', async () => {
    fakeApi({ [`POST ${path}`]: { ok: true, data: [squash, fee] } });
    await render();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay sale CUO-2-202611' }));
    await userEvent.click(add);
    expect(cart.addSale).toHaveBeenCalledTimes(1);
    expect(cart.addSale).toHaveBeenCalledWith([
      expect.objectContaining({
        id: fee.id,
        saleNumber: fee.saleNumber,
        title: fee.title,
        pending: 20,
        netPending: 16.53,
        paid: 25,
        total: 45,
        paymentType: PaymentType.Full,
        withRetention: false,
      }),
    ]);
    expect(cart.addSale.mock.calls[0]![0]).not.toHaveProperty([0, 'cancelUrl']);
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('says "No payments pending" when nothing is owed, in the customer\'s language', async () => {
    fakeApi({ [`POST ${path}`]: { ok: true, data: [] } });
    await render('es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Pagos pendientes' })).toBeInTheDocument();
    expect(screen.getByText('No tienes pagos pendientes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("keeps the table's place while loading, and says so to screen readers", async () => {
    fakeApi({ [`POST ${path}`]: neverAnswered });
    await render();
    expect(screen.getByRole('heading', { level: 1 }).closest('section')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No payments pending')).not.toBeInTheDocument();
  });

  it('says a failed load with a Retry that asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const requests = fakeApi({ [`POST ${path}`]: new StatusAnswer(500, { ok: false, errorMsg: 'Boom' }) });
    await render();
    expect(screen.getByRole('alert')).toHaveTextContent('Your pending sales could not be loaded.');
    fakeApi({ [`POST ${path}`]: { ok: true, data: [squash] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'Pay sale RES-41-1' })).toBeInTheDocument();
    expect(requestsTo(requests, 'POST', path)).toHaveLength(1);
  });
});
