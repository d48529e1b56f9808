import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the voucher list ('account' namespace); keys are the English source texts. */
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
  },
};

addTexts('account', voucherTexts);
