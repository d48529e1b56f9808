// The Stripe sandbox's cards (research A2, https://stripe.com/testing): a card is known by its number's behaviour,
// and only that behaviour and the last four digits are kept, never the number or the security code.

/** How a test card answers a charge: paid, or declined with Stripe's code. */
export type ChargeResult = 'succeeded' | 'card_declined' | 'insufficient_funds';

/** What a test card does when it is confirmed with the customer present. */
export interface CardBehaviour {
  /** The bank asks for 3D Secure before anything else. */
  authenticates: boolean;
  /** The charge's result (after the authentication, when there is one). */
  result: ChargeResult;
}

/** Stripe's test cards; any other valid number succeeds without authentication. */
export const STRIPE_TEST_CARDS: Readonly<Record<string, CardBehaviour>> = {
  '4242424242424242': { authenticates: false, result: 'succeeded' },
  '4000000000000002': { authenticates: false, result: 'card_declined' },
  '4000000000009995': { authenticates: false, result: 'insufficient_funds' },
  '4000000000003220': { authenticates: true, result: 'succeeded' },
  '4000002500003155': { authenticates: true, result: 'succeeded' },
  '4000002760003184': { authenticates: true, result: 'succeeded' },
  '4000008260003178': { authenticates: true, result: 'insufficient_funds' },
  '4000008400001629': { authenticates: true, result: 'card_declined' },
};

/** The behaviour of a card number (a test card's, or plain success). */
export const behaviourOf = (number: string): CardBehaviour =>
  STRIPE_TEST_CARDS[number] ?? { authenticates: false, result: 'succeeded' };

/** A card brand as Stripe names it. */
export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

/** The brand of a card number by its first digits. */
export function brandOf(number: string): CardBrand {
  if (/^3[47]/.test(number)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(number)) return 'diners';
  if (/^(35|2131|1800)/.test(number)) return 'jcb';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^(6011|64[4-9]|65)/.test(number)) return 'discover';
  if (/^62/.test(number)) return 'unionpay';
  return 'unknown';
}

/** The number of digits a card number has by its brand: 15 for American Express and JCB's 2131/1800 cards. */
export function lengthOf(number: string): number {
  const brand = brandOf(number);
  if (brand === 'amex' || /^(2131|1800)/.test(number)) return 15;
  if (brand === 'diners') return 14;
  return 16;
}

/** The Luhn check of a card number. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

/** A card number the sandbox takes: digits only, the brand's length, and the Luhn check. */
export function isValidNumber(number: string): boolean {
  return /^\d+$/.test(number) && number.length === lengthOf(number) && passesLuhn(number);
}
