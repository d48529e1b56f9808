// Helpers of the tests that pay through the Redsys sandbox: the browser's part, posting the signed form to the
// payment page and paying there with a card.
import assert from 'node:assert/strict';
import type { RedsysData } from '@club/shared-contracts/checkout-entities';
import type { FastifyInstance } from 'fastify';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Posts the form to the payment page and pays there with a card: where the browser is sent back. */
export async function payOnRedsysPage(
  app: FastifyInstance,
  redsysData: RedsysData,
  number: string,
): Promise<URL> {
  const { url, ...fields } = redsysData;
  const page = await app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
  const action = /action="([^"]+\/card)"/.exec(page.body)?.[1];
  assert.ok(action, page.body.slice(0, 300));
  const paid = await app.inject({
    method: 'POST',
    url: action,
    headers: FORM,
    payload: new URLSearchParams({ action: 'pay', number, expiry: '12/34', cvv: '123' }).toString(),
  });
  assert.equal(paid.statusCode, 303);
  return new URL(String(paid.headers.location));
}
