import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { CustomerPeriodicSale } from '@club/shared-contracts/entities';
import { fakeCart, logIn, provideClubSettings, renderAtPath, shownPrice } from '@club/shared-ui/testing';
import { CustomerFeesPage } from './customer-fees-page';

const feesPath = '/api/publiccustomerperiodicsales/customer-fees/7';
const stopPath = '/api/publiccustomerperiodicsales/stop-periodicsale/7/3';

const individual: CustomerPeriodicSale = {
  description: 'Socio individual',
  nextNotPaidFeeInfo: { date: '2026-12-01', dPrice: 45, cpsId: 3 },
  fees: [
    {
      id: 1000000009,
      saleNumber: 'CUO-3-202611',
      saleItem: { parentIdentifier: 'Socio individual · noviembre de 2026' },
      total: 45,
      pending: 45,
      netPending: 37.19,
    },
    {
      id: 1000000008,
      saleNumber: 'CUO-3-202610',
      saleItem: { parentIdentifier: 'Socio individual · octubre de 2026' },
      total: 45,
      pending: 0,
      netPending: 0,
    },
  ],
};
const stopped: CustomerPeriodicSale = { ...individual, nextNotPaidFeeInfo: null };

let cart: ReturnType<typeof fakeCart>;

beforeEach(() => {
  provideClubSettings();
  logIn();
  cart = fakeCart();
});

const render = (language?: Parameters<typeof renderAtPath>[2]) =>
  renderAtPath(
    { '/customer-fees': <CustomerFeesPage />, '/checkout': 'Checkout page' },
    '/customer-fees',
    language,
  );

const membership = () => screen.getByRole('article', { name: 'Socio individual' });

describe('Your Fees', () => {
  it('shows each membership with its next due date and price in the club format, and its fees', async () => {
    fakeApi({ [`GET ${feesPath}`]: { ok: true, model: [individual] } });
    await render();
    const card = membership();
    expect(within(card).getByText('Next due date').nextElementSibling).toHaveTextContent('01/12/2026');
    expect(within(card).getByText('Price').nextElementSibling?.textContent?.replace(/\s/g, ' ')).toBe(
      shownPrice(45),
    );
    const table = within(card).getByRole('table', { name: 'Fees of Socio individual' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Pay', 'Concept', 'Ticket', 'Total', 'Pending']);
    // A paid fee has nothing to tick.
    expect(within(table).getAllByRole('checkbox')).toHaveLength(1);
  });

  it('puts the ticked fees in the cart, named by their concept, and the cart goes on to the checkout', async () => {
    fakeApi({ [`GET ${feesPath}`]: { ok: true, model: [individual] } });
    await render();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pay fee CUO-3-202611' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cart.addSale).toHaveBeenCalledWith([
      expect.objectContaining({
        id: 1000000009,
        saleNumber: 'CUO-3-202611',
        title: 'Socio individual · noviembre de 2026',
        pending: 45,
        netPending: 37.19,
      }),
    ]);
    expect(await screen.findByText('Checkout page')).toBeInTheDocument();
  });

  it('cancels a membership after the popup is confirmed, then reads the list again', async () => {
    fakeApi({ [`GET ${feesPath}`]: { ok: true, model: [individual] } });
    await render();
    await userEvent.click(within(membership()).getByRole('button', { name: 'Cancel membership' }));
    const popup = screen.getByRole('dialog', { name: 'Cancel membership' });
    expect(popup).toHaveTextContent('Do you want to cancel Socio individual? No more fees will be charged.');
    const requests = fakeApi({
      [`POST ${stopPath}`]: { ok: true },
      [`GET ${feesPath}`]: { ok: true, model: [stopped] },
    });
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel membership' }));
    expect(await screen.findByText('Cancelled: no more fees will be charged.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo(requests, 'POST', stopPath)).toHaveLength(1);
    expect(requestsTo(requests, 'GET', feesPath)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
  });

  it("shows the server's message in the popup when the cancel is refused, and keeps the membership", async () => {
    const refusal = 'Esta cuota tiene permanencia hasta el 01/05/2027';
    const requests = fakeApi({
      [`GET ${feesPath}`]: { ok: true, model: [individual] },
      [`POST ${stopPath}`]: { ok: false, errorMsg: refusal },
    });
    await render();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel membership' }));
    const popup = screen.getByRole('dialog');
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel membership' }));
    expect(await within(popup).findByRole('alert')).toHaveTextContent(refusal);
    expect(requestsTo(requests, 'GET', feesPath)).toHaveLength(1);
    await userEvent.click(within(popup).getByRole('button', { name: 'Keep membership' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(membership()).getByText('Next due date')).toBeInTheDocument();
  });

  it("says when there are no memberships, in the customer's language", async () => {
    fakeApi({ [`GET ${feesPath}`]: { ok: true, model: [] } });
    await render('es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Tus cuotas' })).toBeInTheDocument();
    expect(screen.getByText('No tienes cuotas')).toBeInTheDocument();
  });

  it('says a failed load with a Retry that asks again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [`GET ${feesPath}`]: new StatusAnswer(500, { ok: false, errorMsg: 'Boom' }) });
    await render();
    expect(screen.getByRole('alert')).toHaveTextContent('Your fees could not be loaded.');
    fakeApi({ [`GET ${feesPath}`]: { ok: true, model: [individual] } });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Socio individual' })).toBeInTheDocument();
  });
});
