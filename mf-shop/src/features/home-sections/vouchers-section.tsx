import { useTranslation } from '@club/shared-ui/translation';
import { getVoucherOffers } from '@club/shared-contracts/api/vouchers';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { useLoad } from '@club/shared-ui/use-load';
import { OffersSection } from './offer-card';
import './texts';

// The vouchers on sale, asked for without a customer id even when someone is logged in: with an id the call answers
// only the vouchers that customer already holds (the menu's "Recharge your voucher" uses it that way), which would
// hide the club's offers from every customer holding none. One function for the life of the page, as useLoad wants.
const vouchersOnSale = () => getVoucherOffers().then((answer) => answer.model);

/**
 * Vouchers (document 2, 2.10, 8): the vouchers on sale, each linking to the shop's list of vouchers to buy it. A
 * voucher offer is not a shop product (its id is not a product id), so the card cannot add it to the cart itself.
 */
function VouchersSection() {
  const { t } = useTranslation('shop');
  const load = useLoad('vouchers', vouchersOnSale);
  return <OffersSection title={t('Vouchers')} action={t('Buy voucher')} load={load} />;
}

/** The vouchers section of the home page (`./vouchers-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = VouchersSection;
