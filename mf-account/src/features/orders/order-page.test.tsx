import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCustomerOrder } from '@club/shared-contracts/api/shop';
import { ApiError } from '@club/shared-contracts/http';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, logIn, shownPrice } from '@club/shared-ui/testing';
import { orderDetail, renderOrdersAt } from './orders-testing';

jest.mock('@club/shared-contracts/api/shop', () => ({
  getCustomerOrders: jest.fn(),
  getCustomerOrder: jest.fn(),
}));
const customerOrder = getCustomerOrder as jest.MockedFunction<typeof getCustomerOrder>;

beforeEach(() => {
  customerOrder.mockReset();
  logIn();
  provideSettings(clubSettings);
});

/** The value of a line of the order's summary (payment method, date, amounts), by its label. */
function summaryValue(label: string): string | undefined {
  const term = screen.getAllByRole('term').find((candidate) => candidate.textContent === label);
  return term?.nextElementSibling?.textContent?.replace(/\s/g, ' ');
}

async function showOrder(order = orderDetail, language: 'en-US' | 'es-ES' = 'en-US') {
  customerOrder.mockResolvedValue({ ok: true, model: order });
  return renderOrdersAt('/customer-orders/104', language);
}

describe('Order detail', () => {
  it('shows the number, the items, the payment method, the date without time and the amounts', async () => {
    await showOrder();
    expect(customerOrder).toHaveBeenCalledWith(7, 104);
    expect(screen.getByRole('heading', { level: 1, name: 'Order Nº PED-000104' })).toBeInTheDocument();
    const items = screen.getByRole('table', { name: 'Items' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Image', 'Item', 'Price', 'Units', 'Total']);
    const shirt = within(items).getByRole('row', { name: /Camiseta técnica del club/ });
    expect(
      within(shirt)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['', shownPrice(24.9), '2', shownPrice(49.8)]);
    expect(summaryValue('Payment method')).toBe('Tarjeta de crédito');
    expect(summaryValue('Date')).toBe('06/03/2026');
    expect(summaryValue('Subtotal')).toBe(shownPrice(73.8));
    expect(summaryValue('Shipping')).toBe(shownPrice(3.95));
    expect(summaryValue('Total')).toBe(shownPrice(72.01));
  });

  it('shows shipping as "Free" when it costs nothing', async () => {
    await showOrder({ ...orderDetail, shipping: 0 }, 'es-ES');
    expect(summaryValue('Envío')).toBe('Gratis');
  });

  it('shows a discount as money taken off', async () => {
    await showOrder();
    expect(summaryValue('Discount')).toBe(shownPrice(-5.74));
    expect(summaryValue('Discount')).toMatch(/^-5,74/);
  });

  it('leaves the discount out when there is none', async () => {
    await showOrder({ ...orderDetail, discount: 0 });
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(summaryValue('Total')).toBe(shownPrice(72.01));
  });

  it('links only articles to their product page', async () => {
    await showOrder();
    expect(screen.queryByRole('link', { name: 'Reserva de pista de pádel' })).not.toBeInTheDocument();
    expect(screen.getByText('Reserva de pista de pádel').closest('tr')?.querySelector('a')).toBeNull();
    const article = screen.getByRole('link', { name: 'Camiseta técnica del club' });
    expect(article).toHaveAttribute('href', '/shop/3');
    await userEvent.setup().click(article);
    expect(window.location.pathname).toBe('/shop/3');
  });

  it('shows the translated not-found page, not the order, when the id names no order of the customer', async () => {
    customerOrder.mockRejectedValue(new ApiError('http', { status: 404, errorMsg: 'Order not found' }));
    await renderOrdersAt('/customer-orders/101', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '12abc', '1.5'])(
    'shows not-found for the id "%s" without asking the API',
    async (id) => {
      await renderOrdersAt(`/customer-orders/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
      expect(customerOrder).not.toHaveBeenCalled();
    },
  );

  it('shows not-found when the API refuses an id out of its range', async () => {
    customerOrder.mockRejectedValue(
      new ApiError('http', { status: 400, errorMsg: 'saleId must be <= 2147483647' }),
    );
    await renderOrdersAt('/customer-orders/99999999999');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('only logs a failure to load: no message and no not-found page', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    customerOrder.mockRejectedValue(new ApiError('crash'));
    await renderOrdersAt('/customer-orders/104');
    expect(logged).toHaveBeenCalledWith('customer order could not be loaded', expect.any(ApiError));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });

  it('shows a busy page with a skeleton while the order loads', async () => {
    customerOrder.mockReturnValue(new Promise(() => undefined));
    const { container } = await renderOrdersAt('/customer-orders/104');
    expect(container.querySelector('article')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.skeleton')).toBeInTheDocument();
  });
});
