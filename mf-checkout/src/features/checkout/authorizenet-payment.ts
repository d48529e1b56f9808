// Authorize.Net's card step (research A8): Accept.js, loaded from the address the checkout answered only now that
// Authorize.Net pays, takes the card typed in the popup and answers opaque data; only that goes to the API, which
// charges it. The card itself never reaches the club's API.
import { chargeAuthorizeNetOpaqueData } from '@club/shared-contracts/api/card-providers';
import type { AuthorizeNetStart } from '@club/shared-contracts/checkout-entities';
import type { CardStepEnd } from './card-step';
import { loadProviderScript } from './provider-script';
import type { PayWithTypedCard, TypedCard } from './typed-card-form';

/** What Accept.dispatchData answers. */
interface AcceptResponse {
  opaqueData?: { dataDescriptor: string; dataValue: string };
  messages?: { resultCode?: string; message?: Array<{ code?: string; text?: string }> };
}

/** What Accept.js defines (window.Accept). */
export interface AcceptScript {
  dispatchData(
    secureData: {
      authData: { clientKey: string; apiLoginID: string };
      cardData: { cardNumber: string; month: string; year: string; cardCode: string };
    },
    callback: (response: AcceptResponse) => void,
  ): void;
}

function dispatch(accept: AcceptScript, step: AuthorizeNetStart, card: TypedCard): Promise<AcceptResponse> {
  return new Promise((resolve) => {
    accept.dispatchData(
      {
        authData: { clientKey: step.clientKey, apiLoginID: step.apiLoginId },
        // Accept.js takes strings only (research A8).
        cardData: {
          cardNumber: card.number,
          month: card.month,
          year: card.year,
          cardCode: card.securityCode,
        },
      },
      resolve,
    );
  });
}

/**
 * Pays Authorize.Net's card step with the popup's card: a card Accept.js refuses is typed again in the popup (its
 * words, or `crash`); a declined charge ends the checkout (`end.failed`).
 */
export function authorizeNetCardPayment(
  step: AuthorizeNetStart,
  end: CardStepEnd,
  crash: string,
): PayWithTypedCard {
  return async (card) => {
    const accept = (await loadProviderScript(step.scriptUrl, 'Accept')) as AcceptScript;
    const response = await dispatch(accept, step, card);
    if (response.messages?.resultCode !== 'Ok' || !response.opaqueData) {
      return response.messages?.message?.[0]?.text || crash;
    }
    const answer = await chargeAuthorizeNetOpaqueData(step.reference, {
      dataDescriptor: response.opaqueData.dataDescriptor,
      dataValue: response.opaqueData.dataValue,
    });
    if (answer.ok) end.paid();
    else if (answer.refunded) end.refunded(answer.refunded);
    else end.failed(answer.errorMsg || crash);
    return null;
  };
}
