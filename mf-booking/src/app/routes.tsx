import type { RemoteRoutesModule } from '@club/shared-contracts/remote-modules';
import { comingSoonRoutes } from '@club/shared-ui/coming-soon';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { lazyPage } from '@club/shared-ui/lazy-page';
import { prefetchBookingFilters } from '../features/court-booking/court-booking-loading';

// Each page loads with its first visit, or sooner when the host preloads the page at the address: its code, and
// for the court page its filters too.
const BookingTypesPage = lazyPage(() =>
  import('../features/booking-types/booking-types-page').then((module) => module.BookingTypesPage),
);
const CourtBookingPage = lazyPage(() =>
  import('../features/court-booking/court-booking-page').then((module) => module.CourtBookingPage),
);
const BookingsByPlacePage = lazyPage(() =>
  import('../features/bookings-by-place/bookings-by-place-page').then((module) => module.BookingsByPlacePage),
);
const BookingJoinPage = lazyPage(() =>
  import('../features/booking-join/booking-join-page').then((module) => module.BookingJoinPage),
);
const BookingResultsPage = lazyPage(() =>
  import('../features/booking-results/booking-results-page').then((module) => module.BookingResultsPage),
);
const BookingVisualPage = lazyPage(() =>
  import('../features/booking-visual/booking-visual-page').then((module) => module.BookingVisualPage),
);
const BookingCheckoutPage = lazyPage(() =>
  import('../features/booking-checkout/booking-checkout-page').then((module) => module.BookingCheckoutPage),
);
const LevelsPage = lazyPage(() =>
  import('../features/levels/levels-page').then((module) => module.LevelsPage),
);
const LinkProviderPage = lazyPage(() =>
  import('../features/levels/link-provider-page').then((module) => module.LinkProviderPage),
);
const TrainingsPage = lazyPage(() =>
  import('../features/trainings/trainings-page').then((module) => module.TrainingsPage),
);
const CustomerBookingsPage = lazyPage(() =>
  import('../features/customer-bookings/customer-bookings-page').then(
    (module) => module.CustomerBookingsPage,
  ),
);
const PublicBookingPage = lazyPage(() =>
  import('../features/customer-bookings/public-booking-page').then((module) => module.PublicBookingPage),
);
const TrainingPage = lazyPage(() =>
  import('../features/trainings/training-page').then((module) => module.TrainingPage),
);

const pages: RemoteRoutesModule['routes'] = [
  { id: 'booking-types', Component: BookingTypesPage, preload: () => BookingTypesPage.preload() },
  {
    id: 'bookings',
    Component: CourtBookingPage,
    preload: ({ params }) => {
      prefetchBookingFilters(positiveWhole(params.bookingTypeId));
      return CourtBookingPage.preload();
    },
  },
  { id: 'bookings-by-place', Component: BookingsByPlacePage, preload: () => BookingsByPlacePage.preload() },
  { id: 'booking-join', Component: BookingJoinPage, preload: () => BookingJoinPage.preload() },
  { id: 'booking-results', Component: BookingResultsPage, preload: () => BookingResultsPage.preload() },
  { id: 'booking-visual', Component: BookingVisualPage, preload: () => BookingVisualPage.preload() },
  { id: 'checkout-booking', Component: BookingCheckoutPage, preload: () => BookingCheckoutPage.preload() },
  {
    id: 'customer-bookings',
    Component: CustomerBookingsPage,
    preload: () => CustomerBookingsPage.preload(),
  },
  { id: 'booking-by-token', Component: PublicBookingPage, preload: () => PublicBookingPage.preload() },
  { id: 'levels', Component: LevelsPage, preload: () => LevelsPage.preload() },
  { id: 'link-level-provider', Component: LinkProviderPage, preload: () => LinkProviderPage.preload() },
  { id: 'trainings', Component: TrainingsPage, preload: () => TrainingsPage.preload() },
  { id: 'training', Component: TrainingPage, preload: () => TrainingPage.preload() },
];

// The booking side's other pages come with later steps; until then each shows the coming-soon page.
const built = new Set(pages.map((route) => route.id));

/** The booking pages, by the route-table ids the host mounts them under. */
export const routes: RemoteRoutesModule['routes'] = [
  ...pages,
  ...comingSoonRoutes('mf_booking').filter((route) => !built.has(route.id)),
];
