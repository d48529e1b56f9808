import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useTranslation } from '@club/shared-ui/translation';
import { firstTypes, TypesSection } from './types-section';

const courtTypes = firstTypes('bookings');

/** 'Make your booking' (document 2, 2.10, 2): the first 4 court booking types, and the link to all of them. */
function BookingTypesSection() {
  const { t } = useTranslation('booking');
  return (
    <TypesSection
      title={t('Make your booking')}
      label="booking types"
      filter="bookings"
      request={courtTypes}
    />
  );
}

/** The booking types section of the home page (`./booking-types-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = BookingTypesSection;
