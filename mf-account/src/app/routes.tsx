import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { lazyPage } from '@club/shared-ui/lazy-page';

// Each page loads with its first visit, or sooner when the host preloads the page at the address; a feature folder
// per area of the account.
const AccountPage = lazyPage(() =>
  import('../features/account/account-page').then((module) => module.AccountPage),
);
const ChangePasswordPage = lazyPage(() =>
  import('../features/password/change-password-page').then((module) => module.ChangePasswordPage),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/password/reset-password-page').then((module) => module.ResetPasswordPage),
);
const PasswordResetDonePage = lazyPage(() =>
  import('../features/password/password-reset-done-page').then((module) => module.PasswordResetDonePage),
);
const ActivationPage = lazyPage(() =>
  import('../features/activation/activation-page').then((module) => module.ActivationPage),
);
const OrdersPage = lazyPage(() =>
  import('../features/orders/orders-page').then((module) => module.OrdersPage),
);
const OrderPage = lazyPage(() => import('../features/orders/order-page').then((module) => module.OrderPage));
const VouchersPage = lazyPage(() =>
  import('../features/vouchers/vouchers-page').then((module) => module.VouchersPage),
);

/** The account pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'account', Component: AccountPage, preload: AccountPage.preload },
  { id: 'change-password', Component: ChangePasswordPage, preload: ChangePasswordPage.preload },
  { id: 'reset-password', Component: ResetPasswordPage, preload: ResetPasswordPage.preload },
  { id: 'password-reset-done', Component: PasswordResetDonePage, preload: PasswordResetDonePage.preload },
  { id: 'activate', Component: ActivationPage, preload: ActivationPage.preload },
  { id: 'customer-orders', Component: OrdersPage, preload: OrdersPage.preload },
  { id: 'customer-order', Component: OrderPage, preload: OrderPage.preload },
  { id: 'customer-vouchers', Component: VouchersPage, preload: VouchersPage.preload },
];
