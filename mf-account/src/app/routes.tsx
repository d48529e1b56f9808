import { lazy } from 'react';
import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';

// Each page loads with its first visit; a feature folder per area of the account.
const AccountPage = lazy(() =>
  import('../features/account/account-page').then((module) => ({ default: module.AccountPage })),
);
const ChangePasswordPage = lazy(() =>
  import('../features/password/change-password-page').then((module) => ({
    default: module.ChangePasswordPage,
  })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/password/reset-password-page').then((module) => ({
    default: module.ResetPasswordPage,
  })),
);
const PasswordResetDonePage = lazy(() =>
  import('../features/password/password-reset-done-page').then((module) => ({
    default: module.PasswordResetDonePage,
  })),
);
const ActivationPage = lazy(() =>
  import('../features/activation/activation-page').then((module) => ({ default: module.ActivationPage })),
);
const OrdersPage = lazy(() =>
  import('../features/orders/orders-page').then((module) => ({ default: module.OrdersPage })),
);
const OrderPage = lazy(() =>
  import('../features/orders/order-page').then((module) => ({ default: module.OrderPage })),
);
const VouchersPage = lazy(() =>
  import('../features/vouchers/vouchers-page').then((module) => ({ default: module.VouchersPage })),
);

/** The account pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  { id: 'account', Component: AccountPage },
  { id: 'change-password', Component: ChangePasswordPage },
  { id: 'reset-password', Component: ResetPasswordPage },
  { id: 'password-reset-done', Component: PasswordResetDonePage },
  { id: 'activate', Component: ActivationPage },
  { id: 'customer-orders', Component: OrdersPage },
  { id: 'customer-order', Component: OrderPage },
  { id: 'customer-vouchers', Component: VouchersPage },
];
