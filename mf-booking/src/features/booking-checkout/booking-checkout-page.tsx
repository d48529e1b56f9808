import { ComingSoon } from '@club/shared-ui/coming-soon';

/** Being built in this step. */
export function BookingCheckoutPage() {
  return <ComingSoon />;
}
