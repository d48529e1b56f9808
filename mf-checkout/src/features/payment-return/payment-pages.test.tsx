import { screen } from '@testing-library/react';
import { popularProductsWidget, provideRemoteWidgets } from '@club/shared-contracts/remote-widgets';
import { fakeCart, provideClubSettings, renderAtPath } from '@club/shared-ui/testing';
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
