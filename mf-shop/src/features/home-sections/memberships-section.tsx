import { useTranslation } from '@club/shared-ui/translation';
import { getMemberships } from '@club/shared-contracts/api/vouchers';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { OffersSection } from './offer-card';
import './texts';

// One request function for the life of the page: useLoad takes a new function for a new request.
const memberships = () => getMemberships().then((answer) => answer.model);

/**
 * Memberships (document 2, 2.10, 4): the club's public memberships, each linking to the shop's list of memberships,
 * where they are sold (the site has no memberships page of its own).
 */
function MembershipsSection() {
  const { t } = useTranslation('shop');
  const load = useLoad('memberships', memberships);
  return <OffersSection title={t('Memberships')} action={t('Become a member')} load={load} />;
}

/** The memberships section of the home page (`./memberships-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = MembershipsSection;
