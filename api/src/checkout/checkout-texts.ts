// The checkout's answers a customer reads, in the club's language (the demo club is Spanish): the refusals of
// document 3, 5 and 8 as the server words them. Tests and journeys import these instead of repeating them.

/** Refusals of the checkout calls (checkout-info, promos/validate, checkout, checkout-customer). */
export const CHECKOUT_TEXTS = {
  emptyCart: 'Tu cesta está vacía',
  requiredFields: 'Revisa los campos obligatorios',
  badEmail: 'El e-mail no es válido',
  selectTransport: 'Elige un transporte',
  unknownTransport: 'Transporte no encontrado',
  acceptConditions: 'Acepta nuestras condiciones legales',
  selectMethod: 'Elige un método de pago',
  unknownMethod: 'Método de pago no encontrado',
  methodUnavailable: 'Este método de pago no está disponible ahora mismo: elige otro.',
  passwordLength: (min: number): string => `La contraseña debe tener al menos ${min} caracteres`,
  alreadyRegistered:
    'Ya hay una cuenta con este e-mail: inicia sesión («¿Ya eres cliente?») para terminar la compra.',
  registrationClosed: 'El club no admite nuevos registros en este momento.',
  unknownProduct: 'Producto no encontrado',
  offSale: (name: string): string => `${name} ya no está a la venta`,
  outOfStock: (name: string): string => `No queda stock de ${name}`,
  fewLeft: (name: string, left: number): string =>
    left === 1 ? `Solo queda 1 unidad de ${name}` : `Solo quedan ${left} unidades de ${name}`,
  saleNotFound: 'Reserva no encontrada',
  saleNotPending: 'Esta reserva ya no está pendiente de pago.',
  holdExpired:
    'El tiempo para pagar esta reserva se ha agotado y la pista o la plaza se ha liberado. Vuelve a reservar.',
  sharedMixed:
    'El pago compartido no se puede mezclar con otras compras: termina primero la cesta actual e inténtalo de nuevo.',
  sharedWithVoucher:
    'Lo sentimos, todavía no se pueden pagar las reservas compartidas con un bono; estamos trabajando en ello.',
  retentionMethods: 'El pago compartido con garantía solo se puede pagar con tarjeta (Redsys o Stripe).',
  retentionCard: 'El pago compartido con garantía necesita una tarjeta guardada: guarda la tarjeta al pagar.',
  pendingSharedCard: 'Para dejar pendiente un pago compartido necesitas una tarjeta guardada.',
  sharedDeadline: 'Este método de pago no permite el pago compartido por su plazo límite.',
  unknownCard: 'La tarjeta guardada no es válida: elige otra o paga con una tarjeta nueva.',
  selectVoucher: 'Elige el bono con el que pagar',
  unknownVoucher: 'Bono no encontrado',
  voucherKind: 'Ese bono no se paga con este método de pago.',
  voucherBookingsOnly: 'Los bonos de sesiones y de horas solo pagan reservas.',
  voucherWithCoupon: 'Los cupones no se aplican al pagar con un bono de sesiones o de horas.',
  voucherBalance: 'El saldo del bono no cubre el total',
  promoInvalid: 'Lo sentimos, el código no es válido',
  promoExpired: 'Este código ha caducado',
  promoNotYet: 'Este código todavía no se puede usar',
  promoNothingToDiscount: 'El código no se aplica a tu cesta',
  visitorWithCustomer: 'Esta llamada es para clientes sin sesión: usa la del cliente.',
  customerMissing: 'Falta el cliente que paga.',
  checkoutNotFound: 'Pago no encontrado',
} as const;

/** What an order, a receipt and a card charge say. */
export const ORDER_TEXTS = {
  /** The payment method of an order with nothing to pay. */
  nothingToPay: 'Sin coste',
  /** A card charge's description: "Club Demo Pádel · pedido 0042AB12CD34". */
  chargeDescription: (clubTitle: string, reference: string): string => `${clubTitle} · pedido ${reference}`,
  receiptSubject: (clubTitle: string, number: string): string => `${clubTitle}: recibo del pedido ${number}`,
  receiptGreeting: (name: string): string => `Hola ${name}:`,
  receiptPaid: 'Gracias por tu compra. Este es el recibo de tu pedido.',
  receiptPending: 'Gracias por tu compra. La pagarás en el club: este es el resumen de tu pedido.',
  /** The receipt of a payment that went back to the card, by why. */
  receiptRefunded: {
    SlotTaken: 'Alguien reservó la pista mientras pagabas: te hemos devuelto el pago a la tarjeta.',
    PaidTwice: 'Esa parte ya estaba pagada cuando pagaste: te hemos devuelto el pago a la tarjeta.',
    SoldOut: 'Un producto se agotó mientras pagabas: te hemos devuelto el pago a la tarjeta.',
    CancelledWhilePaying: 'Cancelaste esta reserva mientras pagabas: te hemos devuelto el pago a la tarjeta.',
  },
  refundedToCard: 'Devuelto a tu tarjeta',
  shipping: 'Envío',
  discount: 'Descuento',
  total: 'Total',
  pending: 'Pendiente de pago en el club',
  paymentMethod: 'Método de pago',
  /** The receipt's links to the order's ticket and invoice (PDF files). */
  ticketLink: 'Descarga tu ticket',
  invoiceLink: 'Descarga tu factura',
  /** An order's method once money went back to the card: "Tarjeta (Stripe) · Devuelto 45,00 €". */
  refunded: (method: string, amount: string): string => `${method} · Devuelto ${amount}`,
} as const;
