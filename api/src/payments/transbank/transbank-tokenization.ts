// Saving a card with Transbank before paying (document 3, 4 Checkout; research A7 Oneclick Mall): the checkout page
// keeps its parameters and asks for an inscription; the customer gives the card on Transbank's page and comes back
// to /checkout with TBK_TOKEN and tbkRqId; the page asks to finish it, gets the saved card's id and pays with it. The
// pending checkout is kept here by tbkRqId too, so a return in another tab or app view still finds its parameters.
import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { getRow, inTransaction, insertRow, runSql } from '../../db/database.ts';
import type { TransbankGateway } from './transbank-gateway.ts';

/** Where Transbank sends the customer back after the inscription, on the checkout's site. */
export const INSCRIPTION_RETURN_PATH = '/api/transbank/inscription-return';

/** The texts of the tokenization's refusals (the page shows its own 'Save card failed'). */
export const TOKENIZATION_TEXTS = {
  noSite: 'La solicitud no dice a qué sitio volver (falta la cabecera Origin)',
  failed: 'No se ha podido guardar la tarjeta',
} as const;

/** A finished tokenization: the saved card's id (the checkout's tokenId) and the page's kept parameters. */
export type TokenizationAnswer =
  { ok: true; model: { id: string; parameters: string } } | { ok: false; errorMsg: string };

interface TokenizationRow {
  customer_id: number;
  inscription_token: string | null;
  parameters: string;
  status: 'Started' | 'Saved' | 'Failed';
  card_token_id: number | null;
}

/** Creates the tokenizations on the gateway and the app's database and clock. */
export function createTransbankTokenizations(gateway: TransbankGateway, db: DatabaseSync, now: () => Date) {
  return {
    /** Starts an inscription for the customer and keeps the page's parameters: answers the page to go to. */
    async start(
      customer: { id: number; email: string },
      parameters: string,
      siteOrigin: string,
    ): Promise<{ redirectUrl: string }> {
      const requestId = randomBytes(16).toString('hex');
      const inscription = await gateway.startInscription({
        username: `customer-${customer.id}`,
        email: customer.email,
        responseUrl: `${siteOrigin}${INSCRIPTION_RETURN_PATH}?${new URLSearchParams({ tbkRqId: requestId }).toString()}`,
      });
      insertRow(
        db,
        `INSERT INTO transbank_tokenizations (request_id, customer_id, inscription_token, parameters, status, created)
         VALUES (?, ?, ?, ?, 'Started', ?)`,
        requestId,
        customer.id,
        inscription.token,
        parameters,
        now().toISOString(),
      );
      // The page posts TBK_TOKEN to the inscription page: it travels in the address's query.
      const separator = inscription.url.includes('?') ? '&' : '?';
      return {
        redirectUrl: `${inscription.url}${separator}${new URLSearchParams({ TBK_TOKEN: inscription.token }).toString()}`,
      };
    },

    /**
     * Finishes the customer's inscription `requestId` with the TBK_TOKEN it came back with: the card is kept once
     * (card_tokens, provider transbank, its tbk_user) and its id answered with the kept parameters; asked again, the
     * same answer. Another customer's request, another token or an inscription Transbank did not accept fails.
     */
    async finish(customerId: number, requestId: string, tbkToken: string): Promise<TokenizationAnswer> {
      const failed = { ok: false, errorMsg: TOKENIZATION_TEXTS.failed } as const;
      const row = getRow<TokenizationRow>(
        db,
        'SELECT customer_id, inscription_token, parameters, status, card_token_id FROM transbank_tokenizations WHERE request_id = ?',
        requestId,
      );
      if (!row || row.customer_id !== customerId || row.inscription_token !== tbkToken) return failed;
      if (row.status === 'Saved' && row.card_token_id !== null) {
        return { ok: true, model: { id: String(row.card_token_id), parameters: row.parameters } };
      }
      if (row.status !== 'Started') return failed;
      const inscription = await gateway.finishInscription(tbkToken);
      const { tbkUser, lastDigits } = inscription ?? { tbkUser: null, lastDigits: null };
      if (!inscription || inscription.responseCode !== 0 || !tbkUser || !lastDigits) {
        runSql(db, "UPDATE transbank_tokenizations SET status = 'Failed' WHERE request_id = ?", requestId);
        return failed;
      }
      const cardId = inTransaction(db, () => {
        const known = getRow<{ id: number }>(
          db,
          "SELECT id FROM card_tokens WHERE provider = 'transbank' AND provider_token = ?",
          tbkUser,
        );
        const id =
          known?.id ??
          insertRow(
            db,
            `INSERT INTO card_tokens (customer_id, last_digits, created, provider, provider_token)
             VALUES (?, ?, ?, 'transbank', ?)`,
            customerId,
            lastDigits,
            now().toISOString(),
            tbkUser,
          );
        runSql(
          db,
          "UPDATE transbank_tokenizations SET status = 'Saved', card_token_id = ? WHERE request_id = ?",
          id,
          requestId,
        );
        return id;
      });
      return { ok: true, model: { id: String(cardId), parameters: row.parameters } };
    },
  };
}

/** The tokenizations of the checkout. */
export type TransbankTokenizations = ReturnType<typeof createTransbankTokenizations>;
