// The Transbank sandbox's pages: Webpay Plus's payment page (a card, or the inscribed one; cancel; let the form run
// out) and Oneclick's card inscription page, in Spanish as Transbank's are. Plain HTML forms with labelled fields
// and no script; also the page the API's return addresses answer, which sends the customer on to a site path.
import { escapeHtml } from '../../http/escape-html.ts';
import { page } from '../redsys/redsys-sandbox-page.ts';
import { SANDBOX_PAGES_PATH, type SandboxTransaction } from './transbank-sandbox.ts';

/** The sandbox pages' texts. */
export const TRANSBANK_PAGE_TEXTS = {
  webpayTitle: 'Webpay Plus',
  oneclickTitle: 'Oneclick: inscribe tu tarjeta',
  sandbox:
    'Entorno de pruebas: no se cobra ninguna tarjeta real. Tarjetas de prueba: 4051885600446623 (aprobada), 5186059559590568 (rechazada); vencimiento 12/34, CVV 123.',
  order: 'Orden de compra',
  amount: 'Monto',
  number: 'Número de tarjeta',
  expiry: 'Vencimiento (MM/AA)',
  cvv: 'CVV',
  savedCard: (lastDigits: string): string => `Tarjeta inscrita terminada en ${lastDigits}`,
  paySaved: 'Pagar con la tarjeta inscrita',
  pay: 'Pagar',
  abort: 'Anular compra y volver al comercio',
  timeout: 'Dejar que el formulario caduque',
  enroll: 'Inscribir tarjeta',
  abandon: 'Cancelar inscripción',
  closed: 'Esta transacción no está abierta: ya terminó o caducó.',
  badCard: 'El número de tarjeta no es válido.',
  badExpiry: 'El vencimiento no es válido o ya pasó.',
  badCvv: 'El CVV debe tener 3 o 4 dígitos.',
  redirecting: 'Volviendo al comercio…',
  continue: 'Continuar',
} as const;

const errorBlock = (error: string | null): string =>
  error === null ? '' : `<p id="form-error" class="error" role="alert">${escapeHtml(error)}</p>`;

const invalid = (error: string | null): string =>
  error === null ? '' : ' aria-invalid="true" aria-describedby="form-error"';

const cardFields = (error: string | null): string => {
  const texts = TRANSBANK_PAGE_TEXTS;
  return `<label for="number">${texts.number}</label>
<input id="number" name="number" autocomplete="cc-number" inputmode="numeric" maxlength="23"${invalid(error)}>
<label for="expiry">${texts.expiry}</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" inputmode="numeric" placeholder="MM/AA" maxlength="7"${invalid(error)}>
<label for="cvv">${texts.cvv}</label>
<input id="cvv" name="cvv" autocomplete="cc-csc" inputmode="numeric" maxlength="4"${invalid(error)}>`;
};

/** Webpay's payment page of a transaction: its order and amount, the inscribed card or a card, and the way back. */
export function webpayPage(transaction: SandboxTransaction, error: string | null): string {
  const texts = TRANSBANK_PAGE_TEXTS;
  const saved = transaction.savedCard
    ? `<p>${escapeHtml(texts.savedCard(transaction.savedCard.lastDigits))}</p>
<p class="actions"><button class="primary" name="action" value="saved">${texts.paySaved}</button></p>`
    : '';
  return page(
    texts.webpayTitle,
    `<h1>${texts.webpayTitle}</h1>
<p class="note">${escapeHtml(texts.sandbox)}</p>
<dl>
<dt>${texts.order}</dt><dd>${escapeHtml(transaction.buyOrder)}</dd>
<dt>${texts.amount}</dt><dd>${escapeHtml((transaction.amountCents / 100).toFixed(2))}</dd>
</dl>
<form method="post" action="${SANDBOX_PAGES_PATH}/webpay/${escapeHtml(transaction.token)}">
${errorBlock(error)}
${saved}
${cardFields(error)}
<p class="actions"><button class="primary" name="action" value="pay">${texts.pay}</button></p>
<p class="actions"><button class="secondary" name="action" value="abort">${texts.abort}</button><button class="secondary" name="action" value="timeout">${texts.timeout}</button></p>
</form>`,
  );
}

/** Oneclick's inscription page: a card to inscribe, or the way back without one. */
export function oneclickPage(token: string, error: string | null): string {
  const texts = TRANSBANK_PAGE_TEXTS;
  return page(
    texts.oneclickTitle,
    `<h1>${texts.oneclickTitle}</h1>
<p class="note">${escapeHtml(texts.sandbox)}</p>
<form method="post" action="${SANDBOX_PAGES_PATH}/oneclick/${escapeHtml(token)}">
${errorBlock(error)}
${cardFields(error)}
<p class="actions"><button class="primary" name="action" value="enroll">${texts.enroll}</button><button class="secondary" name="action" value="abort">${texts.abandon}</button></p>
</form>`,
  );
}

/** The page of a transaction or inscription that is not open (finished, unknown, or a reload). */
export function closedPage(): string {
  const texts = TRANSBANK_PAGE_TEXTS;
  return page(texts.webpayTitle, `<h1>${texts.webpayTitle}</h1>\n<p>${texts.closed}</p>`);
}

/**
 * The page a return address answers: it sends the browser on to a path of the site at once (a meta refresh, no
 * script), with a link for a browser that does not follow it. Only a path of the same site is ever sent.
 */
export function onwardPage(path: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error(`not a path of the site: ${path}`);
  const target = escapeHtml(path);
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta http-equiv="refresh" content="0;url=${target}">
<title>${TRANSBANK_PAGE_TEXTS.redirecting}</title>
</head>
<body>
<p>${TRANSBANK_PAGE_TEXTS.redirecting} <a href="${target}">${TRANSBANK_PAGE_TEXTS.continue}</a></p>
</body>
</html>
`;
}
