import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useTranslation } from '@club/shared-ui/translation';
import { firstTypes, TypesSection } from './types-section';

const schoolTypes = firstTypes('school');

/**
 * School programs (document 2, 2.10, 5): the first 4 school types, each leading to its page with ?school=true, and
 * the link to all of them.
 */
function SchoolSection() {
  const { t } = useTranslation('booking');
  return (
    <TypesSection
      title={t('School programs')}
      label="school programs"
      filter="school"
      request={schoolTypes}
    />
  );
}

/** The school programs section of the home page (`./school-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = SchoolSection;
