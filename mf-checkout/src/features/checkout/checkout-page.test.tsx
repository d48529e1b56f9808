import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, LaterAnswer, requestsTo, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { CheckoutInfo, CheckoutPayload } from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType, PaymentType } from '@club/shared-contracts/entities';
import { clearGlobalError } from '@club/shared-contracts/http';
import {
  closeLoginRequest,
  loginRequestAtom,
  provideSessionCommands,
  type SessionCommands,
} from '@club/shared-contracts/session';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  shownPrice,
  startAnonymous,
} from '@club/shared-ui/testing';
import { getDefaultStore } from 'jotai';
import { CheckoutPage } from './checkout-page';
import {
  bookingSale,
  checkoutInfo,
  fakeStripe,
  methods,
  paymentMethod,
  productLine,
  showCart,
  stripeStart,
  visitorCheckoutInfo,
} from './checkout-testing';
import { loadStripeClient } from './stripe-loader';

jest.mock('./stripe-loader', () => ({ loadStripeClient: jest.fn() }));
const loadStripe = jest.mocked(loadStripeClient);

const paths = {
  info: '/api/shop/checkout-info',
  customerInfo: '/api/shop/checkout-info-by-customer',
  promo: '/api/promos/validate',
  checkout: '/api/shop/checkout',
  customerCheckout: '/api/shop/checkout-customer',
};

let requests: SentRequest[];
let answers: Record<string, unknown>;
function answer(changes: Record<string, unknown>) {
  answers = { ...answers, ...changes };
  requests = fakeApi(answers);
}
const answerInfo = (info: CheckoutInfo) =>
  answer({
    [`POST ${paths.info}`]: { ok: true, data: info },
    [`POST ${paths.customerInfo}`]: { ok: true, data: info },
  });
const answerCheckout = (model: unknown, ok = true) =>
  answer({ [`POST ${paths.checkout}`]: { ok, model }, [`POST ${paths.customerCheckout}`]: { ok, model } });

let cart: ReturnType<typeof fakeCart>;
let sessionCommands: jest.Mocked<SessionCommands>;
let stripe: ReturnType<typeof fakeStripe>;

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
  cart = fakeCart();
  sessionCommands = { logOut: jest.fn(), switchProfile: jest.fn(), logInWithCheckoutToken: jest.fn() };
  provideSessionCommands(sessionCommands);
  clearGlobalError();
  closeLoginRequest();
  stripe = fakeStripe();
  loadStripe.mockReset();
  loadStripe.mockResolvedValue(stripe.stripe);
  showCart([productLine(2)]);
  answers = {};
  answerInfo(checkoutInfo());
  answerCheckout({ saleNumber: 'P-1' });
});

const renderCheckout = (path = '/checkout') =>
  renderAtPath(
    {
      '/checkout': <CheckoutPage />,
      '/': 'Home page',
      '/cz/ok': 'Payment ok page',
      '/stripe-callback': 'Stripe callback page',
    },
    path,
  );

const payButton = () => screen.getByTestId('checkout-pay');
const pay = () => userEvent.click(payButton());
const errorBox = () => screen.getByTestId('checkout-error');
const field = (name: string) => screen.getByRole('textbox', { name });
const choose = (name: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(name) }));
const acceptConditions = () =>
  userEvent.click(screen.getByRole('checkbox', { name: 'I accept the legal conditions' }));
const sentCheckout = (path = paths.customerCheckout) =>
  requestsTo(requests, 'POST', path)[0]?.body as CheckoutPayload | undefined;

async function fillVisitorAccount() {
  for (const [name, value] of [
    ['Name', 'Eva'],
    ['Surname', 'Martín'],
    ['Address', 'Calle Sol 3'],
    ['City', 'Madrid'],
    ['Town', 'Madrid'],
    ['Country', 'España'],
    ['Postal code', '28001'],
    ['Email', 'eva@club.test'],
    ['Phone', '600333444'],
  ]) {
    await userEvent.type(field(name as string), value as string);
  }
  await userEvent.type(screen.getByLabelText(/^Password/), 'secreto1');
  await userEvent.type(screen.getByLabelText(/^Repeat password/), 'secreto1');
}

describe('arriving at the checkout', () => {
  it("holds the sections' place with a skeleton while the checkout info loads, then shows them", async () => {
    const later = new LaterAnswer();
    answer({ [`POST ${paths.customerInfo}`]: later });
    await renderCheckout();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('checkout-pay')).not.toBeInTheDocument();

    await act(() => later.give({ ok: true, data: checkoutInfo() }));
    await settle();
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeInTheDocument();
    expect(field('Name')).toHaveValue('Ana');
    expect(field('Postal code')).toHaveValue('28013');
    expect(document.title).toBe('Checkout · Club Test');
  });

  it("asks for the logged-in customer's checkout info with the cart's lines", async () => {
    showCart([productLine(2)], [bookingSale(101)]);
    await renderCheckout();
    expect(requestsTo(requests, 'POST', paths.customerInfo)[0]?.body).toEqual({
      customerId: 7,
      saleItems: [
        {
          productId: 11,
          units: 2,
          temp: false,
          stockParentId: null,
          stockParentName: null,
          stockDetail: null,
        },
      ],
      saleIds: [101],
    });
  });

  it('sends a visitor with an empty cart to the home page', async () => {
    showCart([]);
    await renderCheckout();
    expect(window.location.pathname).toBe('/');
    expect(requests).toHaveLength(0);
  });

  it('goes to the home page when the last line leaves the cart', async () => {
    await renderCheckout();
    await act(async () => {
      showCart([]);
      await Promise.resolve();
    });
    expect(window.location.pathname).toBe('/');
  });

  it('shows why the checkout info failed, with a retry', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    answer({ [`POST ${paths.customerInfo}`]: { ok: false, errorMsg: 'Reserva no encontrada' } });
    await renderCheckout();
    expect(screen.getByRole('alert')).toHaveTextContent('Reserva no encontrada');
    expect(logged).toHaveBeenCalledWith('checkout info could not be loaded', expect.anything());
    logged.mockRestore();
    answerInfo(checkoutInfo());
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await settle();
    expect(field('Name')).toHaveValue('Ana');
  });
});

describe('the checks before paying', () => {
  it("asks a visitor for the whole address with 'Check required fields', marking the empty fields, and moves focus to the message", async () => {
    startAnonymous();
    answerInfo(visitorCheckoutInfo());
    await renderCheckout();
    await pay();
    expect(errorBox()).toHaveFocus();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Check required fields');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Name')).toHaveAccessibleDescription('Required');
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(requests, 'POST', paths.checkout)).toHaveLength(0);
  });

  it('does not ask a logged-in customer for an address when nothing is delivered', async () => {
    answerInfo(checkoutInfo({ addressLine1: '', city: '' }));
    await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout()?.customer).toMatchObject({ id: 7, addressLine1: '', city: '', password: '' });
  });

  it('asks a logged-in customer for the address when something is delivered', async () => {
    showCart([productLine(1, {}, true)]);
    answerInfo(checkoutInfo({ addressLine1: '' }));
    await renderCheckout();
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Check required fields');
    expect(field('Address')).toHaveAttribute('aria-invalid', 'true');
    expect(field('City')).not.toHaveAttribute('aria-invalid');
  });

  it("asks a visitor for a password of the minimum length, typed twice the same ('Password does not match')", async () => {
    startAnonymous();
    answerInfo(visitorCheckoutInfo());
    await renderCheckout();
    await fillVisitorAccount();
    const password = screen.getByLabelText(/^Password/);
    const repeat = screen.getByLabelText(/^Repeat password/);
    await userEvent.clear(password);
    await userEvent.type(password, 'abc');
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Minimum length is 5');
    expect(password).toHaveAccessibleDescription('Minimum length is 5');

    await userEvent.clear(password);
    await userEvent.type(password, 'secreto2');
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Password does not match');
    expect(repeat).toHaveAccessibleDescription('Password does not match');
  });

  it("opens the login from 'Already a customer?', back to the checkout afterwards", async () => {
    startAnonymous();
    answerInfo(visitorCheckoutInfo());
    await renderCheckout();
    await userEvent.click(screen.getByRole('button', { name: 'Already a customer?' }));
    expect(getDefaultStore().get(loginRequestAtom)).toEqual({ backUrl: '/checkout', mode: 'login' });
  });

  it("asks for a transport when a product is delivered ('Please select transport'), adding its price to the total", async () => {
    showCart([productLine(2, {}, true)]);
    await renderCheckout();
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Please select transport');
    expect(screen.getByRole('radiogroup', { name: 'Transport' })).toHaveAccessibleDescription(
      'Please select transport',
    );

    await choose('Mensajería');
    const totals = screen.getByText('Total').closest('dl');
    expect(totals).toHaveTextContent(`Transport${shownPrice(5)}`);
    expect(totals).toHaveTextContent(`Total${shownPrice(45)}`);
  });

  it('offers no transport when nothing is delivered', async () => {
    await renderCheckout();
    expect(screen.queryByRole('radiogroup', { name: 'Transport' })).not.toBeInTheDocument();
  });

  it("asks for a payment method ('Please select a payment method') and the legal conditions", async () => {
    await renderCheckout();
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Please select a payment method');
    expect(
      screen.getByRole('checkbox', { name: 'I accept the legal conditions' }),
    ).toHaveAccessibleDescription('Please accept our legal conditions');

    await choose('Pagar en el club');
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Please accept our legal conditions');
    expect(errorBox()).toHaveFocus();

    await acceptConditions();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the legal texts beside the legal conditions, and the marketing consent', async () => {
    await renderCheckout();
    expect(screen.getByRole('list', { name: 'Legal texts' })).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I want to receive news and offers from the club' }),
    );
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout()?.customer).toMatchObject({ okRss: true, acceptConditions: true });
  });
});

describe('the pay button', () => {
  it("reads 'Pay' with something to pay and 'Confirm' when the total is 0", async () => {
    await renderCheckout();
    expect(payButton()).toHaveTextContent('Pay');
    await act(async () => {
      showCart([productLine(1, { totalWithDiscount: 0, netTotalWithDiscount: 0 })]);
      await Promise.resolve();
    });
    expect(payButton()).toHaveTextContent('Confirm');
  });

  it('pays once however often it is pressed, busy meanwhile, then goes to the success page', async () => {
    const later = new LaterAnswer();
    answer({ [`POST ${paths.customerCheckout}`]: later });
    await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    expect(payButton()).toHaveAttribute('aria-disabled', 'true');
    act(() => payButton().closest('form')?.requestSubmit());
    expect(requestsTo(requests, 'POST', paths.customerCheckout)).toHaveLength(1);

    await act(() => later.give({ ok: true, model: { saleNumber: 'P-1' } }));
    await settle();
    expect(window.location.pathname).toBe('/cz/ok');
    expect(sentCheckout()).toEqual({
      saleItems: [
        {
          productId: 11,
          units: 2,
          temp: false,
          stockParentId: null,
          stockParentName: null,
          stockDetail: null,
        },
      ],
      saleIds: [],
      paymentMethodId: 3,
      tokenId: null,
      promoCode: null,
      shopTransportId: null,
      saveCreditCard: false,
      guid: 'cart-guid-1',
      voucherId: null,
      customer: {
        id: 7,
        name: 'Ana',
        surname: 'García',
        addressLine1: 'Calle Mayor 1',
        city: 'Madrid',
        town: 'Madrid',
        country: 'España',
        postalCode: '28013',
        email: 'ana@club.test',
        phone: '600111222',
        password: '',
        okRss: false,
        acceptConditions: true,
      },
      origin: 'Web',
    });
  });

  it("shows the checkout's errorMsg, the server's refusal, or the technical-problems fallback", async () => {
    await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();

    answerCheckout({ errorMsg: 'No queda stock de Camiseta del club' });
    await pay();
    await settle();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('No queda stock de Camiseta del club');
    expect(errorBox()).toHaveFocus();

    answer({ [`POST ${paths.customerCheckout}`]: { ok: false, errorMsg: 'Elige un método de pago' } });
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Elige un método de pago');

    answer({ [`POST ${paths.customerCheckout}`]: { ok: false } });
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent(
      'Oops! Technical problems. Please try again in a few minutes.',
    );
    expect(window.location.pathname).toBe('/checkout');
  });

  it('logs in the visitor whose checkout created the account, with the name typed', async () => {
    startAnonymous();
    answerInfo(visitorCheckoutInfo());
    answerCheckout({ customerId: 31, ctk: 'token-eva' });
    await renderCheckout();
    await fillVisitorAccount();
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout(paths.checkout)?.customer).toMatchObject({
      id: null,
      name: 'Eva',
      password: 'secreto1',
    });
    expect(sessionCommands.logInWithCheckoutToken).toHaveBeenCalledWith(
      { id: 31, name: 'Eva', surname: 'Martín' },
      'token-eva',
    );
    expect(window.location.pathname).toBe('/cz/ok');
  });
});

describe('the cart on the checkout', () => {
  it('changes units with the steppers and typed numbers, ignoring anything else typed', async () => {
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Your order' });
    expect(summary).toHaveTextContent(`Camiseta del club`);
    await userEvent.click(
      within(summary).getByRole('button', { name: 'One unit more of Camiseta del club' }),
    );
    expect(cart.changeUnits).toHaveBeenLastCalledWith(11, 'Increment', undefined);
    await userEvent.click(
      within(summary).getByRole('button', { name: 'One unit less of Camiseta del club' }),
    );
    expect(cart.changeUnits).toHaveBeenLastCalledWith(11, 'Decrement', undefined);

    const units = within(summary).getByRole('textbox', { name: 'Units of Camiseta del club' });
    await userEvent.type(units, 'x');
    expect(units).toHaveValue('2');
    await userEvent.clear(units);
    await userEvent.type(units, '7{Enter}');
    expect(cart.changeUnits).toHaveBeenLastCalledWith(11, 'Exact', 7);
    expect(requestsTo(requests, 'POST', paths.customerCheckout)).toHaveLength(0);
  });

  it('keeps a line at 1 unit at least, and removes a product line by setting it to 0', async () => {
    showCart([productLine(1)]);
    await renderCheckout();
    expect(screen.getByRole('button', { name: 'One unit less of Camiseta del club' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Camiseta del club' }));
    expect(cart.changeUnits).toHaveBeenLastCalledWith(11, 'Exact', 0);
  });

  it('removes a sale with its cancellation', async () => {
    showCart([], [bookingSale(101)]);
    await renderCheckout();
    expect(screen.getByRole('region', { name: 'Your order' })).toHaveTextContent(
      `Pista 3 · 26/11 18:00${shownPrice(36)}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pista 3 · 26/11 18:00' }));
    expect(cart.removeSale).toHaveBeenCalledWith(101, true);
  });

  it('asks for the checkout info again when a line joins the cart, not when units change', async () => {
    await renderCheckout();
    await act(async () => {
      showCart([productLine(3)]);
      await Promise.resolve();
    });
    await settle();
    expect(requestsTo(requests, 'POST', paths.customerInfo)).toHaveLength(1);
    await act(async () => {
      showCart([productLine(3)], [bookingSale(101)]);
      await Promise.resolve();
    });
    await settle();
    expect(requestsTo(requests, 'POST', paths.customerInfo)).toHaveLength(2);
    expect(requestsTo(requests, 'POST', paths.customerInfo)[1]?.body).toMatchObject({ saleIds: [101] });
  });

  it('shows the totals net when the club shows prices without taxes', async () => {
    provideClubSettings({ PriceWithTaxes: false });
    await renderCheckout();
    expect(screen.getByText('Total').closest('dl')).toHaveTextContent(`Total${shownPrice(33.06)}`);
  });
});

describe('the coupon', () => {
  beforeEach(() =>
    answer({
      [`POST ${paths.promo}`]: { ok: true, data: { discount: 4, netDiscount: 3.31, discountedTaxes: 0.69 } },
    }),
  );

  it('asks to press Apply Coupon when a typed code was not applied', async () => {
    await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();
    await userEvent.type(field('Coupon code'), 'VERANO');
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent(
      'Please press Apply Coupon button to check the code',
    );
    expect(field('Coupon code')).toHaveAttribute('aria-invalid', 'true');
  });

  it("applies an accepted code: 'Discount applied', the discount in the totals and the code sent with the payment", async () => {
    await renderCheckout();
    await userEvent.type(field('Coupon code'), 'VERANO{Enter}');
    await settle();
    expect(requestsTo(requests, 'POST', paths.promo)[0]?.body).toMatchObject({
      code: 'VERANO',
      customerId: 7,
      saleIds: [],
    });
    expect(screen.getByText('Discount applied')).toBeInTheDocument();
    const totals = screen.getByText('Total').closest('dl');
    expect(totals).toHaveTextContent(`Discount−${shownPrice(4)}`);
    expect(totals).toHaveTextContent(`Total${shownPrice(36)}`);

    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout()?.promoCode).toBe('VERANO');
  });

  it("says 'Sorry, the code is not valid' for a refusal without text, and the server's text otherwise", async () => {
    await renderCheckout();
    answer({ [`POST ${paths.promo}`]: { ok: false } });
    await userEvent.type(field('Coupon code'), 'NADA');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await settle();
    expect(field('Coupon code')).toHaveAccessibleDescription('Sorry, the code is not valid');

    answer({ [`POST ${paths.promo}`]: { ok: false, errorMsg: 'Este código ha caducado' } });
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await settle();
    expect(field('Coupon code')).toHaveAccessibleDescription('Este código ha caducado');
    expect(screen.queryByText('Discount applied')).not.toBeInTheDocument();
  });

  it('drops an applied discount when the cart changes, to be checked again', async () => {
    await renderCheckout();
    await userEvent.type(field('Coupon code'), 'VERANO{Enter}');
    await settle();
    expect(screen.getByText('Discount applied')).toBeInTheDocument();
    await act(async () => {
      showCart([productLine(3)]);
      await Promise.resolve();
    });
    expect(screen.queryByText('Discount applied')).not.toBeInTheDocument();
    expect(screen.getByText('Total').closest('dl')).not.toHaveTextContent('Discount');
  });
});

describe('vouchers and shared payments', () => {
  it("offers the customer's vouchers with their balance, and pays with the chosen one", async () => {
    showCart([], [bookingSale(101)]);
    await renderCheckout();
    const voucher = screen.getByRole('radio', { name: /Bono 50 €/ });
    expect(voucher.closest('label')).toHaveTextContent(`Balance: ${shownPrice(30)}`);
    await userEvent.click(voucher);
    await acceptConditions();
    await pay();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 6, voucherId: 41 });
  });

  it('shows the balance of sessions and hours vouchers in their unit, one or many', async () => {
    answerInfo(
      checkoutInfo({
        paymentMethods: [
          methods.pending,
          paymentMethod(7, { type: PaymentMethodType.SessionsVoucher, name: 'Bono de sesiones' }),
          paymentMethod(8, { type: PaymentMethodType.HoursVoucher, name: 'Bono de horas' }),
        ],
        vouchers: [
          { id: 51, type: PaymentMethodType.SessionsVoucher, description: 'Bono 10 sesiones', balance: 1 },
          { id: 52, type: PaymentMethodType.HoursVoucher, description: 'Bono 10 horas', balance: 1.5 },
        ],
      }),
    );
    showCart([], [bookingSale(101)]);
    await renderCheckout();
    expect(screen.getByRole('radio', { name: /Bono 10 sesiones/ }).closest('label')).toHaveTextContent(
      'Balance: 1 session',
    );
    expect(screen.getByRole('radio', { name: /Bono 10 horas/ }).closest('label')).toHaveTextContent(
      'Balance: 1,5 hours',
    );
  });

  it('offers no vouchers to a visitor', async () => {
    startAnonymous();
    answerInfo(checkoutInfo());
    await renderCheckout();
    expect(screen.queryByRole('radio', { name: /Bono 50 €/ })).not.toBeInTheDocument();
  });

  it('says a shared booking cannot be paid with a voucher yet', async () => {
    showCart([], [bookingSale(101, { paymentType: PaymentType.Shared })]);
    answerInfo(checkoutInfo({ isSharedPayment: true }));
    await renderCheckout();
    const voucher = screen.getByRole('radio', { name: /Bono 50 €/ });
    expect(voucher).toBeDisabled();
    expect(voucher).toHaveAccessibleDescription(
      "Sorry, it's not yet possible to pay shared bookings with a voucher, we are working on it",
    );
  });

  it('says a booking with a guarantee needs a card, not a voucher', async () => {
    answerInfo(checkoutInfo({ isSharedPayment: true, withRetention: true }));
    await renderCheckout();
    expect(screen.getByRole('radio', { name: /Bono 50 €/ })).toHaveAccessibleDescription(
      'This booking needs a card as a guarantee, so it cannot be paid with a voucher',
    );
  });

  it('offers only Redsys and Stripe with a guarantee, asks for a saved card or a method, and saves the card', async () => {
    answerInfo(checkoutInfo({ isSharedPayment: true, withRetention: true }));
    await renderCheckout();
    const offered = within(screen.getByRole('radiogroup', { name: 'Payment method' }))
      .getAllByRole('radio')
      .filter((radio) => !(radio as HTMLInputElement).disabled)
      .map((radio) => radio.closest('label')?.textContent);
    expect(offered).toEqual(['Tarjeta (Redsys)', 'Tarjeta (Stripe)']);
    await acceptConditions();
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent(
      'Please select a saved card or a payment method',
    );

    await choose('Tarjeta \\(Redsys\\)');
    expect(
      screen.getByText('This shared payment keeps your card as a guarantee, so the card will be saved.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save my card' })).not.toBeInTheDocument();
    answerCheckout({
      redsysData: { url: 'ftp://bad', Ds_SignatureVersion: '', Ds_MerchantParameters: '', Ds_Signature: '' },
    });
    await pay();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 1, saveCreditCard: true, tokenId: null });
  });

  it("shows the owner's share charged now and the rest held on the card as a guarantee, beside the total", async () => {
    showCart([], [bookingSale(101, { paymentType: PaymentType.Shared, withRetention: true })]);
    answerInfo(checkoutInfo({ isSharedPayment: true, withRetention: true, guaranteedAmount: 27 }));
    await renderCheckout();
    const totals = screen.getByText('Total').closest('dl');
    expect(totals).toHaveTextContent(`Total${shownPrice(36)}`);
    expect(totals).toHaveTextContent(`Charged now${shownPrice(9)}`);
    expect(totals).toHaveTextContent(`Guarantee held on your card${shownPrice(27)}`);
  });

  it('shows no guarantee lines for a cart without one', async () => {
    showCart([], [bookingSale(101)]);
    await renderCheckout();
    expect(screen.getByText('Total').closest('dl')).not.toHaveTextContent('Charged now');
  });

  it('pays a guarantee with the saved card unless the customer asks for another card', async () => {
    answerInfo(
      checkoutInfo({
        isSharedPayment: true,
        withRetention: true,
        paymentMethods: [{ ...methods.stripe, tokenId: 'pm_saved' }],
      }),
    );
    answerCheckout({ stripe: stripeStart({ requiresAction: false }) });
    await renderCheckout();
    await choose('Tarjeta \\(Stripe\\)');
    expect(screen.getByRole('checkbox', { name: 'Pay with my saved card' })).toBeChecked();
    await acceptConditions();
    await pay();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 2, tokenId: 'pm_saved', saveCreditCard: false });
    expect(window.location.pathname + window.location.search).toBe('/stripe-callback?payment_intent=pi_123');
  });

  it('refuses a method whose deadline does not allow a shared payment', async () => {
    answerInfo(
      checkoutInfo({
        isSharedPayment: true,
        paymentMethods: [
          paymentMethod(1, {
            name: 'Tarjeta (Redsys)',
            paymentDeadline: { date: '2026-11-26T10:00:00', isSharedPaymentAllowed: false },
          }),
        ],
      }),
    );
    await renderCheckout();
    await choose('Tarjeta \\(Redsys\\)');
    await acceptConditions();
    await pay();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent(
      'This payment method does not allow shared payment due to deadline restrictions',
    );
    expect(requestsTo(requests, 'POST', paths.customerCheckout)).toHaveLength(0);
  });

  it('offers a shared payment at the club without a saved card only when Stripe can save one first', async () => {
    answerInfo(checkoutInfo({ isSharedPayment: true, paymentMethods: [methods.redsys, methods.pending] }));
    const first = await renderCheckout();
    expect(screen.queryByRole('radio', { name: 'Pagar en el club' })).not.toBeInTheDocument();
    first.unmount();

    answerInfo(checkoutInfo({ isSharedPayment: true }));
    await renderCheckout();
    await choose('Pagar en el club');
    expect(
      screen.getByText(
        'To pay your share at the club, a card is saved first as a guarantee. Nothing is charged now.',
      ),
    ).toBeInTheDocument();
  });

  it("saves the guarantee's card in the popup ('Save card') when a shared payment is left to pay at the club", async () => {
    answerInfo(checkoutInfo({ isSharedPayment: true }));
    answerCheckout({
      stripe: stripeStart({ intent: 'setup', intentId: 'seti_9', clientSecret: 'seti_9_secret' }),
    });
    await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 3, tokenId: null });
    const dialog = await screen.findByRole('dialog', { name: 'Card details' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name on the card' }), 'Ana García');
    await stripe.completeAll();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
    await settle();
    expect(stripe.calls.confirmCardSetup).toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/stripe-callback?setup_intent=seti_9');
  });

  it('leaves a shared payment at the club with the saved card as its guarantee', async () => {
    answerInfo(
      checkoutInfo({
        isSharedPayment: true,
        paymentMethods: [methods.redsys, { ...methods.pending, tokenId: '700' }],
      }),
    );
    await renderCheckout();
    expect(
      screen.queryByText(
        'To pay your share at the club, a card is saved first as a guarantee. Nothing is charged now.',
      ),
    ).not.toBeInTheDocument();
    await choose('Pagar en el club');
    await acceptConditions();
    await pay();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 3, tokenId: '700', saveCreditCard: false });
    expect(window.location.pathname).toBe('/cz/ok');
  });
});

describe('the card providers', () => {
  it('posts the signed form to Redsys with its three fields', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const redsysData = {
      url: 'http://localhost:8090/api/redsys-sandbox/realizarPago',
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiI0MDAwIn0=',
      Ds_Signature: 'c2lnbmF0dXJl',
    };
    answerCheckout({ redsysData });
    await renderCheckout();
    await choose('Tarjeta \\(Redsys\\)');
    await acceptConditions();
    await pay();
    const posted = submit.mock.contexts[0] as HTMLFormElement;
    expect(posted.method).toBe('post');
    expect(posted.action).toBe(redsysData.url);
    expect(Object.fromEntries(new FormData(posted))).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: redsysData.Ds_MerchantParameters,
      Ds_Signature: 'c2lnbmF0dXJl',
    });
    expect(payButton()).toHaveAttribute('aria-busy', 'true');
    submit.mockRestore();
  });

  it('refuses a Redsys address that is not a web address', async () => {
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    answerCheckout({
      redsysData: {
        url: 'javascript:alert(1)',
        Ds_SignatureVersion: 'x',
        Ds_MerchantParameters: 'y',
        Ds_Signature: 'z',
      },
    });
    await renderCheckout();
    await choose('Tarjeta \\(Redsys\\)');
    await acceptConditions();
    await pay();
    expect(submit).not.toHaveBeenCalled();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent(
      'Oops! Technical problems. Please try again in a few minutes.',
    );
    submit.mockRestore();
  });

  it('loads Stripe.js only once Stripe is chosen', async () => {
    await renderCheckout();
    await choose('Tarjeta \\(Redsys\\)');
    expect(loadStripe).not.toHaveBeenCalled();
    await choose('Tarjeta \\(Stripe\\)');
    expect(loadStripe).toHaveBeenCalledWith('/api/stripe-sandbox/stripe.js', 'pk_test_club');
  });

  it('opens the card popup for an intent that needs the card, then waits for its status', async () => {
    answerCheckout({ stripe: stripeStart() });
    await renderCheckout();
    await choose('Tarjeta \\(Stripe\\)');
    await acceptConditions();
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Card details' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name on the card' }), 'Ana García');
    await stripe.completeAll();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await settle();
    expect(stripe.calls.confirmCardPayment).toHaveBeenCalled();
    expect(window.location.pathname + window.location.search).toBe('/stripe-callback?payment_intent=pi_123');
  });

  it("runs the bank's check for a saved card that needs it, and shows Stripe's message when it fails", async () => {
    answerInfo(checkoutInfo({ paymentMethods: [{ ...methods.stripe, tokenId: 'pm_saved' }] }));
    answerCheckout({ stripe: stripeStart({ requiresAction: true }) });
    stripe.calls.handleNextAction.mockResolvedValueOnce({
      error: { type: 'card_error', message: 'Authentication failed.' },
    } as never);
    await renderCheckout();
    await choose('Tarjeta \\(Stripe\\)');
    await acceptConditions();
    await pay();
    expect(stripe.calls.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_123_secret_abc' });
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('Authentication failed.');

    await pay();
    await settle();
    expect(window.location.pathname + window.location.search).toBe('/stripe-callback?payment_intent=pi_123');
  });
});

describe('the typed form', () => {
  it('survives a reload, all but the password', async () => {
    startAnonymous();
    answerInfo(visitorCheckoutInfo());
    const first = await renderCheckout();
    await fillVisitorAccount();
    await choose('Pagar en el club');
    await acceptConditions();
    first.unmount();

    await renderCheckout();
    expect(field('Name')).toHaveValue('Eva');
    expect(field('Phone')).toHaveValue('600333444');
    expect(screen.getByRole('radio', { name: 'Pagar en el club' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I accept the legal conditions' })).toBeChecked();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(sessionStorage.getItem('czCheckoutForm')).not.toContain('secreto1');
  });

  it('pays at once with the card a setup saved (/checkout?stripe_token=…), from the stored form', async () => {
    answerCheckout({ stripe: stripeStart({ requiresAction: false }) });
    const first = await renderCheckout();
    await choose('Tarjeta \\(Stripe\\)');
    await acceptConditions();
    first.unmount();

    await renderCheckout('/checkout?stripe_token=pm_new');
    await settle();
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 2, tokenId: 'pm_new', saveCreditCard: false });
    expect(window.location.pathname + window.location.search).toBe('/stripe-callback?payment_intent=pi_123');
  });

  it('back from saving the guarantee (/checkout?stripe_token=…), leaves the share at the club once, with the card', async () => {
    answerInfo(checkoutInfo({ isSharedPayment: true }));
    answerCheckout({ stripe: stripeStart({ intent: 'setup', intentId: 'seti_9' }) });
    const first = await renderCheckout();
    await choose('Pagar en el club');
    await acceptConditions();
    first.unmount();

    answerInfo(
      checkoutInfo({
        isSharedPayment: true,
        paymentMethods: [methods.stripe, { ...methods.pending, tokenId: '700' }],
      }),
    );
    answerCheckout({ saleNumber: 'PED-000042' });
    const back = await renderCheckout('/checkout?stripe_token=700');
    await settle();
    expect(requestsTo(requests, 'POST', paths.customerCheckout)).toHaveLength(1);
    expect(sentCheckout()).toMatchObject({ paymentMethodId: 3, tokenId: '700' });
    expect(window.location.pathname + window.location.search).toBe('/cz/ok');
    back.unmount();
  });

  it('takes stripe_token out of the address once it pays with it, so a reload does not pay again', async () => {
    answerCheckout({ stripe: stripeStart({ requiresAction: false }) });
    answer({ [`POST ${paths.customerCheckout}`]: { ok: false, errorMsg: 'La tarjeta no es válida' } });
    const first = await renderCheckout();
    await choose('Tarjeta \\(Stripe\\)');
    await acceptConditions();
    first.unmount();

    await renderCheckout('/checkout?stripe_token=pm_new');
    await settle();
    expect(within(errorBox()).getByRole('alert')).toHaveTextContent('La tarjeta no es válida');
    expect(window.location.pathname + window.location.search).toBe('/checkout');
    expect(requestsTo(requests, 'POST', paths.customerCheckout)).toHaveLength(1);
  });
});
