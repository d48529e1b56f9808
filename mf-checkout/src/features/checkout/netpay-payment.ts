// NetPay's card step (research A3, document 3, 4 Checkout): netpay.min.js, loaded from the address the checkout
// answered only now that NetPay pays, tokenizes the card typed in the popup; the token is charged by the API; a card
// the bank checks answers NETPAY_3DS_MARKER and the address of NetPay's page, where the browser goes.
import { chargeNetPayToken } from '@club/shared-contracts/api/card-providers';
import { NETPAY_3DS_MARKER, type NetPayStart } from '@club/shared-contracts/checkout-entities';
import { apiUrl } from '@club/shared-contracts/api-origin';
import type { CardStepEnd } from './card-step';
import { loadProviderScript } from './provider-script';
import type { PayWithTypedCard, TypedCard } from './typed-card-form';
import { isWebAddress } from './web-address';

/** The card as NetPay.token.create takes it. */
interface NetPayCard {
  cardNumber: string;
  expMonth: string;
  expYear: string;
  cvv2: string;
  cardHolderName: string;
}

/** What netpay.min.js defines (window.NetPay). */
export interface NetPayScript {
  setApiKey(key: string): void;
  setSandboxMode(sandbox: boolean): void;
  token: {
    create(
      card: NetPayCard,
      success: (answer: { message?: { data?: string } }) => void,
      error: (answer: { message?: string }) => void,
    ): void;
  };
}

/** The token NetPay.token.create makes of a card, or NetPay's words refusing it. */
function tokenize(netpay: NetPayScript, card: TypedCard): Promise<{ token: string } | { refused: string }> {
  return new Promise((resolve) => {
    netpay.token.create(
      {
        cardNumber: card.number,
        expMonth: card.month,
        expYear: card.year,
        cvv2: card.securityCode,
        cardHolderName: card.name,
      },
      (answer) => {
        try {
          const { token } = JSON.parse(answer.message?.data ?? '') as { token?: unknown };
          resolve(typeof token === 'string' && token ? { token } : { refused: '' });
        } catch {
          resolve({ refused: '' });
        }
      },
      (answer) => resolve({ refused: typeof answer.message === 'string' ? answer.message : '' }),
    );
  });
}

/** The address after NetPay's 3D Secure marker in an errorMsg, or null when the errorMsg is no 3D Secure step. */
export function netPayThreeDsUrl(errorMsg: string): string | null {
  const at = errorMsg.indexOf(NETPAY_3DS_MARKER);
  if (at < 0) return null;
  const url = apiUrl(errorMsg.slice(at + NETPAY_3DS_MARKER.length).trim());
  return isWebAddress(url) ? url : null;
}

/**
 * Pays NetPay's card step with the popup's card: `crash` is the words for a card NetPay refused without saying why.
 * A refused card is typed again in the popup; a declined charge ends the checkout (`end.failed`).
 */
export function netPayCardPayment(step: NetPayStart, end: CardStepEnd, crash: string): PayWithTypedCard {
  return async (card) => {
    const netpay = (await loadProviderScript(step.scriptUrl, 'NetPay')) as NetPayScript;
    netpay.setApiKey(step.publicKey);
    netpay.setSandboxMode(step.sandboxMode);
    const made = await tokenize(netpay, card);
    if ('refused' in made) return made.refused || crash;
    const answer = await chargeNetPayToken(step.reference, made.token);
    if (answer.ok) {
      end.paid();
      return null;
    }
    const threeDs = netPayThreeDsUrl(answer.errorMsg);
    if (answer.refunded) end.refunded(answer.refunded);
    else if (threeDs) end.leave(threeDs);
    else end.failed(answer.errorMsg || crash);
    return null;
  };
}
