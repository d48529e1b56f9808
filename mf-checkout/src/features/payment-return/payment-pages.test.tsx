import { act, screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@club/shared-contracts/api/test-fetch';
import type { CheckoutResult } from '@club/shared-contracts/checkout-entities';
import { popularProductsWidget, provideRemoteWidgets } from '@club/shared-contracts/remote-widgets';
import { BrowserRouter, useRoutes } from '@club/shared-ui/router';
import { fakeCart, provideClubSettings, renderAtPath, renderWithI18n } from '@club/shared-ui/testing';
import { PaymentKoPage } from './payment-ko-page';
import { PaymentOkPage } from './payment-ok-page';

const storedForm = JSON.stringify({ name: 'Eva', couponCode: '' });
let postMessage: jest.Mock;
let cart: ReturnType<typeof fakeCart>;

beforeEach(() => {
  provideClubSettings();
  cart = fakeCart();
  provideRemoteWidgets(({ remote, exposed }) => <p>Widget {`${remote} ${exposed}`}</p>);
  sessionStorage.setItem('czCheckoutForm', storedForm);
  postMessage = jest.fn();
  // The club's app hosting the site (a React Native web view).
  Object.assign(window, { ReactNativeWebView: { postMessage } });
});
afterEach(() => {
  delete (window as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

const popularProducts = `Widget ${popularProductsWidget.remote} ${popularProductsWidget.exposed}`;

describe('the success page', () => {
  it('says the payment was processed, with its heading focused and named in the title', async () => {
    await renderAtPath(<PaymentOkPage />, '/cz/ok');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('The payment has been processed successfully');
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Payment completed · Club Test');
  });

  it('empties the cart, forgets the checkout form and tells the hosting app, once', async () => {
    await renderAtPath(<PaymentOkPage />, '/cz/ok');
    expect(cart.clear).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('czCheckoutForm')).toBeNull();
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'payment_ok' }));
  });

  it('leads to the bookings and the home page, above the popular products', async () => {
    await renderAtPath(<PaymentOkPage />, '/cz/ok');
    expect(screen.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/customer-bookings');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByText(popularProducts)).toBeInTheDocument();
  });
});

describe('the failure page', () => {
  it('says the payment was not completed and keeps the cart and the form for another try', async () => {
    await renderAtPath(<PaymentKoPage />, '/cz/ko');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Sorry! The payment has not been completed. Please try again later.');
    expect(heading).toHaveFocus();
    expect(document.title).toBe('Payment not completed · Club Test');
    expect(cart.clear).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('czCheckoutForm')).toBe(storedForm);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('leads back to the home page, above the popular products', async () => {
    await renderAtPath(<PaymentKoPage />, '/cz/ko');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByText(popularProducts)).toBeInTheDocument();
  });
});

describe('a payment returned to the card', () => {
  it('says on the failure page that the slot was taken and the money returned, and leads to My orders', async () => {
    await renderAtPath(<PaymentKoPage />, '/cz/ko?refunded=SlotTaken');
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('The slot was taken while you paid: your payment has been returned.');
    expect(document.title).toBe('Payment returned · Club Test');
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/customer-orders');
    expect(cart.clear).not.toHaveBeenCalled();
  });

  it('says on the failure page that the customer cancelled the booking while paying and the money returned', async () => {
    await renderAtPath(<PaymentKoPage />, '/cz/ko?refunded=CancelledWhilePaying');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'You cancelled this booking while paying: your payment has been returned.',
    );
  });

  it('ignores a reason it does not know', async () => {
    await renderAtPath(<PaymentKoPage />, '/cz/ko?refunded=Whatever');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Sorry! The payment has not been completed.',
    );
    expect(screen.queryByRole('link', { name: 'My orders' })).toBeNull();
  });

  // Redsys sends the customer to /cz/ok with its signed answer once the card is charged.
  const redsysReturn = (order: string) =>
    `?Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=${encodeURIComponent(
      btoa(JSON.stringify({ Ds_Order: order, Ds_Response: '0000' })),
    )}&Ds_Signature=x`;
  function Pages() {
    return useRoutes([
      { path: '/cz/ok', element: <PaymentOkPage /> },
      { path: '/cz/ko', element: <PaymentKoPage /> },
    ]);
  }
  async function arriveFromRedsys(order: string, result: CheckoutResult) {
    const requests = fakeApi({ [`GET /api/shop/checkout-result/${order}`]: { ok: true, model: result } });
    window.history.replaceState(null, '', `/cz/ok${redsysReturn(order)}`);
    await act(() =>
      renderWithI18n(
        <BrowserRouter>
          <Pages />
        </BrowserRouter>,
      ),
    );
    return requests;
  }

  it('asks how a Redsys payment ended and, returned because the slot was taken, says so on the failure page', async () => {
    const requests = await arriveFromRedsys('0042ABCDEFGH', { status: 'Refunded', refunded: 'SlotTaken' });
    expect(requestsTo(requests, 'GET', '/api/shop/checkout-result/0042ABCDEFGH')).toHaveLength(1);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The slot was taken while you paid: your payment has been returned.',
    );
    expect(window.location.pathname + window.location.search).toBe('/cz/ko?refunded=SlotTaken');
    expect(cart.clear).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('a Redsys payment that paid shows the success page and empties the cart', async () => {
    await arriveFromRedsys('0042ABCDEFGH', { status: 'Paid', refunded: null });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'The payment has been processed successfully',
    );
    expect(cart.clear).toHaveBeenCalledTimes(1);
  });
});
