import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCustomerOrder, getCustomerOrders } from '@club/shared-contracts/api/shop';
import { ApiError } from '@club/shared-contracts/http';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, logIn, shownPrice } from '@club/shared-ui/testing';
import { orderList, renderOrdersAt } from './orders-testing';

jest.mock('@club/shared-contracts/api/shop', () => ({
  getCustomerOrders: jest.fn(),
  getCustomerOrder: jest.fn(),
}));
const customerOrders = getCustomerOrders as jest.MockedFunction<typeof getCustomerOrders>;

beforeEach(() => {
  customerOrders.mockReset();
  logIn();
  provideSettings(clubSettings);
});

const orderTables = () => screen.getAllByRole('table');

describe('Your Orders', () => {
  it('says "No orders yet" when the customer has none', async () => {
    customerOrders.mockResolvedValue({ ok: true, model: [] });
    await renderOrdersAt('/customer-orders', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Tus pedidos' })).toBeInTheDocument();
    expect(screen.getByText('Aún no tienes pedidos')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows each order as a table of date without time, total, online and number', async () => {
    customerOrders.mockResolvedValue({ ok: true, model: orderList });
    await renderOrdersAt('/customer-orders');
    expect(customerOrders).toHaveBeenCalledWith(7);
    const [newest, older] = orderTables();
    expect(newest).toHaveAccessibleName('Order Nº PED-000104');
    expect(
      within(newest!)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Total', 'Online', 'Order Nº']);
    // 23:30 UTC on the 5th is already the 6th in Madrid: the date is the club's, and its time is not shown.
    const [summary] = within(newest!).getAllByRole('row').slice(1);
    expect(
      within(summary!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['06/03/2026', shownPrice(55.61), 'Yes', 'PED-000104']);
    expect(within(older!).getByRole('cell', { name: 'No' })).toBeInTheDocument();
  });

  it('lists every item of an order with its 73 px image sized up front, and its name', async () => {
    customerOrders.mockResolvedValue({ ok: true, model: orderList });
    const { container } = await renderOrdersAt('/customer-orders');
    const newest = orderTables()[0]!;
    expect(within(newest).getByText('Camiseta técnica del club')).toBeInTheDocument();
    expect(within(newest).getByText('Gorra del club')).toBeInTheDocument();
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(3);
    for (const image of images) {
      expect(image).toHaveAttribute('width', '73');
      expect(image).toHaveAttribute('height', '73');
    }
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/\/uploads\/product-shirt\.svg$/));
  });

  it('opens the detail of an order from its number', async () => {
    customerOrders.mockResolvedValue({ ok: true, model: orderList });
    // The detail page only has to open; its order may stay on its way.
    jest.mocked(getCustomerOrder).mockReturnValue(new Promise(() => undefined));
    await renderOrdersAt('/customer-orders');
    await userEvent.setup().click(screen.getByRole('link', { name: 'PED-000102' }));
    expect(window.location.pathname).toBe('/customer-orders/102');
  });

  it('asks for the orders of the child profile in use', async () => {
    logIn(7, 8);
    customerOrders.mockResolvedValue({ ok: true, model: [] });
    await renderOrdersAt('/customer-orders');
    expect(customerOrders).toHaveBeenCalledWith(8);
  });

  it('shows a busy page with a skeleton while the orders load', async () => {
    customerOrders.mockReturnValue(new Promise(() => undefined));
    const { container } = await renderOrdersAt('/customer-orders');
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' }).parentElement).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(container.querySelector('[aria-hidden="true"].skeleton')).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
  });

  it('only logs a load failure: no message, no empty-list claim', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    customerOrders.mockRejectedValue(new ApiError('crash'));
    await renderOrdersAt('/customer-orders');
    expect(logged).toHaveBeenCalledWith('customer orders could not be loaded', expect.any(ApiError));
    expect(screen.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    expect(screen.queryByText('No orders yet')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});
