// The words of a sale's ticket and invoice, in the four languages of the site; a document is written in the club's
// language (its Culture setting: Spanish for the demo club). The standard PDF fonts write all of them (WinAnsi).

/** The texts of one language. */
export interface SaleDocumentTexts {
  ticket: string;
  invoice: string;
  saleNumber: string;
  date: string;
  customer: string;
  paymentMethod: string;
  concept: string;
  units: string;
  price: string;
  amount: string;
  shipping: string;
  discount: string;
  taxes: string;
  taxName: (percent: string) => string;
  base: string;
  tax: string;
  total: string;
  pending: string;
  refunded: string;
  showAtDesk: string;
}

const TEXTS: Record<'es' | 'en' | 'fr' | 'it', SaleDocumentTexts> = {
  es: {
    ticket: 'Ticket',
    invoice: 'Factura',
    saleNumber: 'Número de venta',
    date: 'Fecha',
    customer: 'Cliente',
    paymentMethod: 'Forma de pago',
    concept: 'Concepto',
    units: 'Unidades',
    price: 'Precio',
    amount: 'Importe',
    shipping: 'Envío',
    discount: 'Descuento',
    taxes: 'Impuestos',
    taxName: (percent) => `IVA ${percent} %`,
    base: 'Base imponible',
    tax: 'Cuota',
    total: 'Total',
    pending: 'Pendiente de pago en el club',
    refunded: 'Devuelto a la tarjeta',
    showAtDesk: 'Muestra este código en recepción.',
  },
  en: {
    ticket: 'Ticket',
    invoice: 'Invoice',
    saleNumber: 'Sale number',
    date: 'Date',
    customer: 'Customer',
    paymentMethod: 'Payment method',
    concept: 'Concept',
    units: 'Units',
    price: 'Price',
    amount: 'Amount',
    shipping: 'Shipping',
    discount: 'Discount',
    taxes: 'Taxes',
    taxName: (percent) => `VAT ${percent} %`,
    base: 'Taxable base',
    tax: 'Tax',
    total: 'Total',
    pending: 'To pay at the club',
    refunded: 'Returned to the card',
    showAtDesk: 'Show this code at the front desk.',
  },
  fr: {
    ticket: 'Ticket',
    invoice: 'Facture',
    saleNumber: 'Numéro de vente',
    date: 'Date',
    customer: 'Client',
    paymentMethod: 'Mode de paiement',
    concept: 'Désignation',
    units: 'Quantité',
    price: 'Prix',
    amount: 'Montant',
    shipping: 'Livraison',
    discount: 'Remise',
    taxes: 'Taxes',
    taxName: (percent) => `TVA ${percent} %`,
    base: 'Base HT',
    tax: 'TVA',
    total: 'Total',
    pending: 'À payer au club',
    refunded: 'Remboursé sur la carte',
    showAtDesk: 'Présentez ce code à l’accueil.',
  },
  it: {
    ticket: 'Scontrino',
    invoice: 'Fattura',
    saleNumber: 'Numero di vendita',
    date: 'Data',
    customer: 'Cliente',
    paymentMethod: 'Metodo di pagamento',
    concept: 'Descrizione',
    units: 'Quantità',
    price: 'Prezzo',
    amount: 'Importo',
    shipping: 'Spedizione',
    discount: 'Sconto',
    taxes: 'Imposte',
    taxName: (percent) => `IVA ${percent} %`,
    base: 'Imponibile',
    tax: 'Imposta',
    total: 'Totale',
    pending: 'Da pagare al club',
    refunded: 'Rimborsato sulla carta',
    showAtDesk: 'Mostra questo codice alla reception.',
  },
};

/** The texts of a culture ("es-ES", "fr-FR"...): its language's, or Spanish for a language the site lacks. */
export function saleDocumentTexts(culture: string): SaleDocumentTexts {
  const language = culture.slice(0, 2).toLowerCase();
  return language === 'en' || language === 'fr' || language === 'it' ? TEXTS[language] : TEXTS.es;
}
