import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { fakeApi } from '@club/shared-contracts/api/test-fetch';
import { cartCommands, emptyCart, type Cart } from '@club/shared-contracts/cart';
import { formatPrice } from '@club/shared-contracts/price';
import { clearGlobalError, globalErrorAtom } from '@club/shared-contracts/http';
import { provideSettings } from '@club/shared-contracts/settings';
import { storageKeys, writeStored } from '@club/shared-contracts/storage';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { CartButton } from './cart-button';
import { provideHostCart, type CartEngine } from './cart-engine';
import { balls, racket, testLine, testSale } from './cart-test-data';

const store = getDefaultStore();
// The text matchers collapse the non-breaking space between amount and symbol into a plain one.
const price = (amount: number) => formatPrice(clubSettings, amount).replace(/\s/g, ' ');
const checkStockPath = '/api/publicpayments/check-stock';

let engine: CartEngine;

function seed(cart: Partial<Cart>): void {
  writeStored(storageKeys.cart, { ...emptyCart('guid-1'), ...cart });
}

async function renderCart(ui = <CartButton />, language: 'en-US' | 'es-ES' = 'en-US') {
  engine = provideHostCart({ navigate: jest.fn() });
  const view = await renderAtPath(
    <>
      {ui}
      <p>Outside the cart</p>
    </>,
    '/blog',
    language,
  );
  return { ...view, user: userEvent.setup() };
}

const cartButton = () => screen.getByRole('button', { name: /^Cart, / });
const dropdown = () => screen.getByRole('region', { name: 'Your cart' });

/** Opens the dropdown and waits for its content, which loads on the first opening. */
async function openCart(user: ReturnType<typeof userEvent.setup>) {
  await user.click(cartButton());
  await within(dropdown()).findByRole('link', { name: 'Continue shopping' });
}

beforeEach(() => {
  localStorage.clear();
  act(() => clearGlobalError());
  provideSettings(clubSettings);
  fakeApi({ [checkStockPath]: { ok: true } });
});

afterEach(() => engine.stop());

describe('cart button', () => {
  it('shows the item count in its name and the total as its description', async () => {
    seed({ sItems: [testLine(racket, 1)], sales: [testSale()] });
    await renderCart();
    expect(cartButton()).toHaveAccessibleName('Cart, 2 items');
    expect(cartButton()).toHaveAccessibleDescription(formatPrice(clubSettings, 169));
  });

  it('names one item in the singular', async () => {
    seed({ sales: [testSale()] });
    await renderCart();
    expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
  });

  it('is translated', async () => {
    seed({ sItems: [testLine(balls, 3)] });
    await renderCart(<CartButton />, 'es-ES');
    expect(screen.getByRole('button', { name: 'Carrito, 3 artículos' })).toBeInTheDocument();
  });

  it('shows net prices when the club shows prices without taxes', async () => {
    provideSettings({ ...clubSettings, PriceWithTaxes: false });
    seed({ sItems: [testLine(racket, 1)] });
    await renderCart();
    expect(cartButton()).toHaveAccessibleDescription(formatPrice(clubSettings, 123.14));
  });

  it('plays the add animation when the count grows, not at start nor when it shrinks', async () => {
    seed({ sItems: [testLine(balls, 1)] });
    await renderCart();
    const badge = () => within(cartButton()).getByText(/^\d+$/);
    expect(badge()).not.toHaveClass('added');
    await act(() => cartCommands().addProduct(balls));
    expect(badge()).toHaveTextContent('2');
    expect(badge()).toHaveClass('added');
    const first = badge();
    await act(() => cartCommands().addProduct(balls));
    // A new badge element, so the animation plays again.
    expect(badge()).not.toBe(first);
    const beforeRemoval = badge();
    await act(() => cartCommands().changeUnits(balls.id, 'Decrement'));
    expect(badge()).toBe(beforeRemoval);
  });
});

describe('cart dropdown', () => {
  it('draws its lines and actions only once opened, loading them then', async () => {
    seed({ sItems: [testLine(racket, 1)] });
    const { user } = await renderCart();
    expect(screen.queryByRole('textbox', { name: 'Units of Racket', hidden: true })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Continue shopping', hidden: true })).not.toBeInTheDocument();
    await openCart(user);
    expect(within(dropdown()).getByRole('textbox', { name: 'Units of Racket' })).toBeVisible();
  });

  it('opens with Enter, takes the focus, and closes with Escape giving the focus back', async () => {
    const { user } = await renderCart();
    await user.tab();
    expect(cartButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cartButton()).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown()).toHaveFocus();
    expect(await within(dropdown()).findByRole('link', { name: 'Continue shopping' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Your cart' })).not.toBeInTheDocument();
    expect(cartButton()).toHaveAttribute('aria-expanded', 'false');
    expect(cartButton()).toHaveFocus();
  });

  it('closes on a click outside it', async () => {
    const { user } = await renderCart();
    await openCart(user);
    expect(dropdown()).toBeVisible();
    await user.click(screen.getByText('Outside the cart'));
    expect(screen.queryByRole('region', { name: 'Your cart' })).not.toBeInTheDocument();
  });

  it('says when the cart is empty and offers only to continue shopping', async () => {
    const { user } = await renderCart();
    await openCart(user);
    expect(within(dropdown()).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(dropdown()).getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(within(dropdown()).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('lists product lines with logo, units and line total, and pending sales', async () => {
    seed({ sItems: [testLine(racket, 2)], sales: [testSale({ title: 'Court 3, Friday 18:00' })] });
    const { user, container } = await renderCart();
    await openCart(user);
    const lines = within(dropdown()).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Racket');
    expect(lines[0]).toHaveTextContent(price(298));
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/racket.svg');
    expect(within(lines[0]!).getByRole('textbox', { name: 'Units of Racket' })).toHaveValue('2');
    expect(lines[1]).toHaveTextContent('Court 3, Friday 18:00');
    expect(lines[1]).toHaveTextContent(price(20));
    expect(within(dropdown()).getByText('Total').parentElement).toHaveTextContent(price(318));
  });

  it('names a pending sale without description or title by its number', async () => {
    seed({ sales: [testSale({ title: undefined, saleNumber: 'V-0042' })] });
    const { user } = await renderCart();
    await openCart(user);
    expect(
      within(dropdown()).getByRole('button', { name: 'Remove Sale V-0042 from the cart' }),
    ).toBeVisible();
  });

  it('changes units with the stepper, checking the stock, and updates count and total', async () => {
    const requests = fakeApi({ [checkStockPath]: { ok: true } });
    seed({ sItems: [testLine(racket, 1)] });
    const { user } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'One unit more of Racket' }));
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toHaveAccessibleDescription(
      formatPrice(clubSettings, 298),
    );
    expect(requests[0]?.body).toMatchObject({ saleItemsDto: [{ productId: racket.id, units: 2 }] });
    await user.click(screen.getByRole('button', { name: 'One unit less of Racket' }));
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
  });

  it("keeps the units when the stock runs out and shows the server's message", async () => {
    fakeApi({ [checkStockPath]: { ok: false, error: 'Only 1 left of Racket' } });
    seed({ sItems: [testLine(racket, 1)] });
    const { user } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'One unit more of Racket' }));
    await act(() => Promise.resolve());
    expect(store.get(globalErrorAtom)).toBe('Only 1 left of Racket');
    expect(screen.getByRole('textbox', { name: 'Units of Racket' })).toHaveValue('1');
    expect(cartButton()).toHaveAccessibleName('Cart, 1 item');
  });

  it('takes typed units on Enter, between 1 and 1000, ignoring anything not a number', async () => {
    seed({ sItems: [testLine(balls, 2)] });
    const { user } = await renderCart();
    await openCart(user);
    const units = screen.getByRole('textbox', { name: 'Units of Balls' });
    await user.clear(units);
    await user.type(units, '1x2{Enter}');
    expect(await screen.findByRole('button', { name: 'Cart, 12 items' })).toBeInTheDocument();
    await user.clear(units);
    await user.type(units, '0{Enter}');
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    await user.clear(units);
    await user.type(units, '5000');
    await user.tab();
    expect(await screen.findByRole('button', { name: 'Cart, 1000 items' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One unit more of Balls' })).toBeDisabled();
  });

  it('puts back the units when the typed value is left empty', async () => {
    seed({ sItems: [testLine(balls, 2)] });
    const { user } = await renderCart();
    await openCart(user);
    const units = screen.getByRole('textbox', { name: 'Units of Balls' });
    await user.clear(units);
    await user.tab();
    expect(units).toHaveValue('2');
  });

  it('removes the product line when one unit less reaches 0, keeping the focus in the dropdown', async () => {
    seed({ sItems: [testLine(balls, 1)], sales: [testSale()] });
    const { user } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'One unit less of Balls' }));
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(within(dropdown()).queryByText('Balls')).not.toBeInTheDocument();
    expect(dropdown()).toHaveFocus();
  });

  it('removes a pending sale with its X, keeping the focus in the dropdown', async () => {
    seed({ sales: [testSale({ title: 'Membership fee' })] });
    const { user } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('button', { name: 'Remove Membership fee from the cart' }));
    expect(await within(dropdown()).findByText('Your cart is empty')).toBeInTheDocument();
    expect(dropdown()).toHaveFocus();
  });

  it('continues shopping on the home page, closing the dropdown', async () => {
    seed({ sales: [testSale()] });
    const { user } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('link', { name: 'Continue shopping' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.queryByRole('region', { name: 'Your cart' })).not.toBeInTheDocument();
  });

  it('goes to the checkout, or to the checkout path it was given', async () => {
    seed({ sales: [testSale()] });
    const { user, unmount } = await renderCart();
    await openCart(user);
    await user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(window.location.pathname).toBe('/checkout');
    unmount();
    engine.stop();

    const clean = await renderCart(<CartButton checkoutPath="/taykus-shop-checkout" />);
    await openCart(clean.user);
    await clean.user.click(screen.getByRole('link', { name: 'Checkout' }));
    expect(window.location.pathname).toBe('/taykus-shop-checkout');
  });
});
