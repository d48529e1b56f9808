import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the shop's home page sections ('shop' namespace); keys are the English source texts. */
export const homeSectionTexts: Texts = {
  'en-US': {
    Memberships: 'Memberships',
    'Trending products': 'Trending products',
    Vouchers: 'Vouchers',
    'Become a member': 'Become a member',
    'Buy voucher': 'Buy voucher',
  },
  'es-ES': {
    Memberships: 'Membresías',
    'Trending products': 'Productos en tendencia',
    Vouchers: 'Bonos',
    'Become a member': 'Hazte socio',
    'Buy voucher': 'Comprar bono',
  },
  'fr-FR': {
    Memberships: 'Abonnements',
    'Trending products': 'Produits tendance',
    Vouchers: 'Bons',
    'Become a member': 'Devenir membre',
    'Buy voucher': 'Acheter le bon',
  },
  'it-IT': {
    Memberships: 'Abbonamenti',
    'Trending products': 'Prodotti di tendenza',
    Vouchers: 'Buoni',
    'Become a member': 'Diventa socio',
    'Buy voucher': 'Acquista il buono',
  },
};

addTexts('shop', homeSectionTexts);
