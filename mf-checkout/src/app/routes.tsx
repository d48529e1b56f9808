import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { lazyPage } from '@club/shared-ui/lazy-page';

// Each page loads with its first visit, or sooner when the host preloads the page at the address.
const CheckoutPage = lazyPage(() =>
  import('../features/checkout/checkout-page').then((module) => module.CheckoutPage),
);
const PaymentOkPage = lazyPage(() =>
  import('../features/payment-return/payment-ok-page').then((module) => module.PaymentOkPage),
);
const PaymentKoPage = lazyPage(() =>
  import('../features/payment-return/payment-ko-page').then((module) => module.PaymentKoPage),
);
const StripeCallbackPage = lazyPage(() =>
  import('../features/payment-return/stripe-callback-page').then((module) => module.StripeCallbackPage),
);
const NetPayCallbackPage = lazyPage(() =>
  import('../features/payment-return/netpay-callback-page').then((module) => module.NetPayCallbackPage),
);
const RazorpayCallbackPage = lazyPage(() =>
  import('../features/payment-return/razorpay-callback-page').then((module) => module.RazorpayCallbackPage),
);
const PublicTicketPage = lazyPage(() =>
  import('../features/tickets-invoices/sale-document-page').then((module) => module.PublicTicketPage),
);
const PublicInvoicePage = lazyPage(() =>
  import('../features/tickets-invoices/sale-document-page').then((module) => module.PublicInvoicePage),
);

const DebtsPage = lazyPage(() => import('../features/debts/debts-page').then((module) => module.DebtsPage));
const CustomerFeesPage = lazyPage(() =>
  import('../features/customer-fees/customer-fees-page').then((module) => module.CustomerFeesPage),
);

const pages: RemoteRoutesModule['routes'] = [
  { id: 'checkout', Component: CheckoutPage, preload: () => CheckoutPage.preload() },
  // The clean layout's checkout (inside the partner app) is the same page.
  { id: 'taykus-shop-checkout', Component: CheckoutPage, preload: () => CheckoutPage.preload() },
  { id: 'payment-ok', Component: PaymentOkPage, preload: () => PaymentOkPage.preload() },
  { id: 'payment-ko', Component: PaymentKoPage, preload: () => PaymentKoPage.preload() },
  { id: 'stripe-callback', Component: StripeCallbackPage, preload: () => StripeCallbackPage.preload() },
  { id: 'netpay-callback', Component: NetPayCallbackPage, preload: () => NetPayCallbackPage.preload() },
  { id: 'razorpay-callback', Component: RazorpayCallbackPage, preload: () => RazorpayCallbackPage.preload() },
  { id: 'debts', Component: DebtsPage, preload: () => DebtsPage.preload() },
  { id: 'customer-fees', Component: CustomerFeesPage, preload: () => CustomerFeesPage.preload() },
  { id: 'public-ticket', Component: PublicTicketPage, preload: () => PublicTicketPage.preload() },
  { id: 'public-invoice', Component: PublicInvoicePage, preload: () => PublicInvoicePage.preload() },
];

// The routes not built yet (the other payment returns) show the coming-soon page.
const built = new Set(pages.map((route) => route.id));

/** The checkout's pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  ...pages,
  ...comingSoonRoutes('mf_checkout').filter((route) => !built.has(route.id)),
];
