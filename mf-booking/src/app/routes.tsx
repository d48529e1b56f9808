import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { lazyPage } from '@club/shared-ui/lazy-page';

// Each page loads with its first visit, or sooner when the host preloads the page at the address.
const BookingTypesPage = lazyPage(() =>
  import('../features/booking-types/booking-types-page').then((module) => module.BookingTypesPage),
);
const CourtBookingPage = lazyPage(() =>
  import('../features/court-booking/court-booking-page').then((module) => module.CourtBookingPage),
);
const BookingCheckoutPage = lazyPage(() =>
  import('../features/booking-checkout/booking-checkout-page').then((module) => module.BookingCheckoutPage),
);

const pages: RemoteRoutesModule['routes'] = [
  { id: 'booking-types', Component: BookingTypesPage, preload: () => BookingTypesPage.preload() },
  { id: 'bookings', Component: CourtBookingPage, preload: () => CourtBookingPage.preload() },
  { id: 'checkout-booking', Component: BookingCheckoutPage, preload: () => BookingCheckoutPage.preload() },
];

// The booking side's other pages come with later steps; until then each shows the coming-soon page.
const built = new Set(pages.map((route) => route.id));

/** The booking pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  ...pages,
  ...comingSoonRoutes('mf_booking').filter((route) => !built.has(route.id)),
];
