import { useTranslation } from 'react-i18next';
import { getMemberships } from '@club/shared-contracts/api/vouchers';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { CardsSkeleton } from './cards-skeleton';
import { HomeSectionFrame } from './home-section-frame';
import { OfferCard, OfferCardSkeleton } from './offer-card';
import styles from './home-sections.module.css';
import './texts';

// One request function for the life of the page: useLoad takes a new function for a new request.
const memberships = () => getMemberships().then((answer) => answer.model);

/**
 * Memberships (document 2, 2.10, 4): the club's public memberships, each linking to the shop, where memberships are
 * sold (the site has no memberships page of its own).
 */
function MembershipsSection() {
  const { t } = useTranslation('shop');
  const load = useLoad('memberships', memberships);
  return (
    <HomeSectionFrame
      title={t('Memberships')}
      load={load}
      skeleton={<CardsSkeleton card={<OfferCardSkeleton />} />}
    >
      {(offers) => (
        <ul className={styles.cards}>
          {offers.map((membership) => (
            <li key={membership.id}>
              <OfferCard offer={membership} action={t('Become a member')} />
            </li>
          ))}
        </ul>
      )}
    </HomeSectionFrame>
  );
}

/** The memberships section of the home page (`./memberships-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = MembershipsSection;
