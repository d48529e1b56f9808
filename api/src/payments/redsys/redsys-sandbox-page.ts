// The Redsys sandbox's pages: the card form (or the saved card) with the merchant and the amount, and the 3D
// Secure challenge asking for the CIP. Plain HTML forms with labelled fields and no script.
import type { RedsysSavedCard, RedsysSession } from './redsys-sandbox.ts';
import { escapeHtml } from '../../http/escape-html.ts';

/** The sandbox pages' texts (the provider's page is in English, as Redsys's test page can be). */
export const REDSYS_PAGE_TEXTS = {
  title: 'Redsys payment page',
  sandbox:
    'Payment sandbox: no real card is charged. Test cards: 4548812049400004 (approved), 5576440022788500 (declined), 4918019199883839 (3D Secure), 4907271141151707 (3D Secure, then declined), 4918019160034602 (frictionless); expiry 12/34, CVV 123.',
  merchant: 'Merchant',
  amount: 'Amount',
  order: 'Order',
  number: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  cvv: 'CVV',
  savedCard: (lastDigits: string): string => `Saved card ending in ${lastDigits}`,
  pay: 'Pay',
  cancel: 'Cancel',
  challengeTitle: 'Authentication (3D Secure)',
  challengeText: 'Enter the code your bank sent you to authorise this payment. Test code: 123456.',
  cip: 'Code (CIP)',
  confirm: 'Confirm',
  fail: 'Fail authentication',
  closed: 'This payment is not open: it has finished, or its page has expired.',
  badCard: 'The card number is not valid.',
  badExpiry: 'The expiry date is not valid or has passed.',
  badCvv: 'The CVV must have 3 or 4 digits.',
  badCip: 'The code is not correct.',
} as const;

const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  '978': 'EUR',
  '840': 'USD',
  '826': 'GBP',
  '756': 'CHF',
};

/** A sandbox page of the provider's (plain HTML, no script): also the other card sandboxes' pages. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 30rem; margin: 2rem auto; padding: 0 1rem; color: #222; }
.note { color: #555; font-size: 0.85rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input { display: block; width: 100%; box-sizing: border-box; padding: 0.5rem; font-size: 1rem; margin-top: 0.25rem; }
.error { color: #b00020; font-weight: 600; }
.actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
button { padding: 0.6rem 1.2rem; font-size: 1rem; border-radius: 0.3rem; border: 1px solid #8b0000; }
.primary { background: #8b0000; color: #fff; }
.secondary { background: #fff; color: #8b0000; }
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

function summary(session: RedsysSession): string {
  const request = session.parameters;
  const cents = Number(request.DS_MERCHANT_AMOUNT ?? '0');
  const currency = CURRENCY_NAMES[request.DS_MERCHANT_CURRENCY ?? ''] ?? request.DS_MERCHANT_CURRENCY ?? '';
  const texts = REDSYS_PAGE_TEXTS;
  return `<dl>
<dt>${texts.merchant}</dt><dd>${escapeHtml(`${request.DS_MERCHANT_MERCHANTCODE ?? ''} / ${request.DS_MERCHANT_TERMINAL ?? ''}`)}</dd>
<dt>${texts.amount}</dt><dd>${escapeHtml(`${(cents / 100).toFixed(2)} ${currency}`)}</dd>
<dt>${texts.order}</dt><dd>${escapeHtml(request.DS_MERCHANT_ORDER ?? '')}</dd>
</dl>`;
}

const errorBlock = (error: string | null): string =>
  error === null ? '' : `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>`;

const invalid = (error: string | null): string =>
  error === null ? '' : ' aria-invalid="true" aria-describedby="form-error"';

/** The card form (or the saved card to pay with) of a session. */
export function cardPage(
  session: RedsysSession,
  savedCard: RedsysSavedCard | undefined,
  error: string | null,
): string {
  const texts = REDSYS_PAGE_TEXTS;
  const fields = savedCard
    ? `<p>${escapeHtml(texts.savedCard(savedCard.lastDigits))}</p>`
    : `<label for="number">${texts.number}</label>
<input id="number" name="number" autocomplete="cc-number" inputmode="numeric" maxlength="23" required${invalid(error)}>
<label for="expiry">${texts.expiry}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM/YY" maxlength="7" required${invalid(error)}>
<label for="cvv">${texts.cvv}</label>
<input id="cvv" name="cvv" autocomplete="cc-csc" inputmode="numeric" maxlength="4" required${invalid(error)}>`;
  return page(
    texts.title,
    `<h1>${texts.title}</h1>
<p class="note">${escapeHtml(texts.sandbox)}</p>
${summary(session)}
<form method="post" action="/api/redsys-sandbox/sessions/${session.id}/card">
${errorBlock(error)}
${fields}
<p class="actions"><button class="primary" name="action" value="pay">${texts.pay}</button><button class="secondary" name="action" value="cancel" formnovalidate>${texts.cancel}</button></p>
</form>`,
  );
}

/** The 3D Secure challenge of a session: the CIP, and buttons to confirm, fail or cancel. */
export function challengePage(session: RedsysSession, error: string | null): string {
  const texts = REDSYS_PAGE_TEXTS;
  return page(
    texts.challengeTitle,
    `<h1>${texts.challengeTitle}</h1>
${summary(session)}
<p>${escapeHtml(texts.challengeText)}</p>
<form method="post" action="/api/redsys-sandbox/sessions/${session.id}/challenge">
${errorBlock(error)}
<label for="cip">${texts.cip}</label>
<input id="cip" name="cip" autocomplete="one-time-code" inputmode="numeric" maxlength="8"${invalid(error)}>
<p class="actions"><button class="primary" name="action" value="confirm">${texts.confirm}</button><button class="secondary" name="action" value="fail">${texts.fail}</button><button class="secondary" name="action" value="cancel">${texts.cancel}</button></p>
</form>`,
  );
}

/** The page of a session that has finished or is unknown (a reload, the back button). */
export function closedPage(): string {
  const texts = REDSYS_PAGE_TEXTS;
  return page(texts.title, `<h1>${texts.title}</h1>\n<p>${texts.closed}</p>`);
}
