import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/**
 * The texts of the voucher list ('account' namespace); keys are the English source texts. A key ending in _one, _many
 * or _other is a plural form chosen by the count (Spanish, French and Italian have a "many" form for very large
 * numbers).
 */
export const voucherTexts: Texts = {
  'en-US': {
    'Active Vouchers': 'Active Vouchers',
    'No active vouchers': 'No active vouchers',
    Balance: 'Balance',
    'Movements of {{voucher}}': 'Movements of {{voucher}}',
    Date: 'Date',
    Amount: 'Amount',
    Previous: 'Previous',
    Current: 'Current',
    Recharge: 'Recharge',
    '{{count}} sessions_one': '{{count}} session',
    '{{count}} sessions_other': '{{count}} sessions',
    '{{count}} hours_one': '{{count}} hour',
    '{{count}} hours_other': '{{count}} hours',
  },
  'es-ES': {
    'Active Vouchers': 'Bonos activos',
    'No active vouchers': 'No tienes bonos activos',
    Balance: 'Saldo',
    'Movements of {{voucher}}': 'Movimientos de {{voucher}}',
    Date: 'Fecha',
    Amount: 'Importe',
    Previous: 'Anterior',
    Current: 'Actual',
    Recharge: 'Recarga',
    '{{count}} sessions_one': '{{count}} sesión',
    '{{count}} sessions_many': '{{count}} sesiones',
    '{{count}} sessions_other': '{{count}} sesiones',
    '{{count}} hours_one': '{{count}} hora',
    '{{count}} hours_many': '{{count}} horas',
    '{{count}} hours_other': '{{count}} horas',
  },
  'fr-FR': {
    'Active Vouchers': 'Bons actifs',
    'No active vouchers': 'Aucun bon actif',
    Balance: 'Solde',
    'Movements of {{voucher}}': 'Mouvements de {{voucher}}',
    Date: 'Date',
    Amount: 'Montant',
    Previous: 'Avant',
    Current: 'Après',
    Recharge: 'Recharge',
    '{{count}} sessions_one': '{{count}} séance',
    '{{count}} sessions_many': '{{count}} séances',
    '{{count}} sessions_other': '{{count}} séances',
    '{{count}} hours_one': '{{count}} heure',
    '{{count}} hours_many': '{{count}} heures',
    '{{count}} hours_other': '{{count}} heures',
  },
  'it-IT': {
    'Active Vouchers': 'Buoni attivi',
    'No active vouchers': 'Nessun buono attivo',
    Balance: 'Saldo',
    'Movements of {{voucher}}': 'Movimenti di {{voucher}}',
    Date: 'Data',
    Amount: 'Importo',
    Previous: 'Precedente',
    Current: 'Attuale',
    Recharge: 'Ricarica',
    '{{count}} sessions_one': '{{count}} sessione',
    '{{count}} sessions_many': '{{count}} sessioni',
    '{{count}} sessions_other': '{{count}} sessioni',
    '{{count}} hours_one': '{{count}} ora',
    '{{count}} hours_many': '{{count}} ore',
    '{{count}} hours_other': '{{count}} ore',
  },
};

addTexts('account', voucherTexts);
