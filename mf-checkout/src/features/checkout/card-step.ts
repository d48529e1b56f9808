// How a provider's card step ends for the checkout page (NetPay, Authorize.Net, Razorpay): paid, so the page goes
// to /cz/ok; paid but returned to the card, so the page goes to /cz/ko saying why; refused, so the popup closes and the page says why; left for the provider's page (NetPay's 3D Secure),
// or left off by the customer (Razorpay's modal closed), so the pay button is free again.
import type { PaymentRefundReason } from '@club/shared-contracts/checkout-entities';

export interface CardStepEnd {
  paid: () => void;
  refunded: (reason: PaymentRefundReason) => void;
  failed: (message: string) => void;
  /** The browser goes to the provider's page at this address. */
  leave: (url: string) => void;
  /** The customer closed the provider's window without paying. */
  dismissed: () => void;
}
