// Mercado Pago's step (research A6, document 3, 4 Checkout, 7 and 9): the SDK is loaded only now that Mercado Pago
// pays, from the address the checkout answered (the API's stand-in offline), and its Card Payment Brick takes the
// card in the popup (locale es-AR, one instalment at most); its card token goes to
// /api/publicmercadopago/process_payment with the payment request, which pays it on the server.
import type {
  MercadoPagoPayment,
  MercadoPagoStart,
  TokenChargeAnswer,
} from '@club/shared-contracts/checkout-entities';
import { request } from '@club/shared-contracts/http';
import { loadProviderScript } from './provider-script';

/** Mercado Pago's locale and instalments for the club (document 3, 9). */
export const MERCADOPAGO_BRICK = { locale: 'es-AR', maxInstallments: 1 } as const;

/** POST /api/publicmercadopago/process_payment, as form data (document 3, 7): paid, or the refusal to show. */
export function processMercadoPagoPayment(payment: MercadoPagoPayment): Promise<TokenChargeAnswer> {
  const body = new URLSearchParams({ rqId: payment.rqId, saveCardToken: payment.saveCardToken });
  return request('POST', '/api/publicmercadopago/process_payment', { body });
}

/** What the brick hands onSubmit (the fields this page reads). */
export interface BrickFormData {
  token: string;
}

/** The brick's settings (the fields this page sets). */
interface CardPaymentSettings {
  initialization: { amount: number; payer: { email: string } };
  customization: { paymentMethods: { maxInstallments: number } };
  callbacks: {
    onReady: () => void;
    onSubmit: (formData: BrickFormData) => Promise<void>;
    onError: (error: unknown) => void;
  };
}

/** What the SDK defines (window.MercadoPago). */
export type MercadoPagoScript = new (
  publicKey: string,
  options: { locale: string },
) => {
  bricks(): {
    create(
      brick: 'cardPayment',
      containerId: string,
      settings: CardPaymentSettings,
    ): Promise<{ unmount(): void }>;
  };
};

/** How the brick's payment ends: paid, or refused (the brick stays for another card). */
export interface MercadoPagoEnd {
  ready: () => void;
  paid: () => void;
  refused: (message: string) => void;
  failed: (error: unknown) => void;
}

/** Draws the Card Payment Brick in the element `containerId`; resolves with what takes it away. */
export async function mountCardPaymentBrick(
  start: MercadoPagoStart,
  containerId: string,
  end: MercadoPagoEnd,
  crash: string,
): Promise<() => void> {
  const MercadoPago = (await loadProviderScript(start.scriptUrl, 'MercadoPago')) as MercadoPagoScript;
  const mp = new MercadoPago(start.pk, { locale: MERCADOPAGO_BRICK.locale });
  const controller = await mp.bricks().create('cardPayment', containerId, {
    initialization: { amount: start.amount, payer: { email: start.email } },
    customization: { paymentMethods: { maxInstallments: MERCADOPAGO_BRICK.maxInstallments } },
    callbacks: {
      onReady: end.ready,
      onSubmit: async (formData) => {
        let answer: TokenChargeAnswer;
        try {
          answer = await processMercadoPagoPayment({ rqId: start.id, saveCardToken: formData.token });
        } catch (error) {
          console.error('The Mercado Pago payment failed', error);
          end.refused(crash);
          return;
        }
        if (answer.ok) end.paid();
        else end.refused(answer.errorMsg || crash);
      },
      onError: end.failed,
    },
  });
  return () => controller.unmount();
}
