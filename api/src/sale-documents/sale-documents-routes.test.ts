import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import {
  SITE,
  checkoutFromSite,
  checkoutPayload,
  line,
  payOnStripeSandbox,
} from '../checkout/checkout-test-support.ts';
import { DEMO_CHECKOUT, DEMO_PRODUCTS } from '../db/demo-club.ts';
import { createTestApp, login } from '../test-support.ts';
import { saleDocumentPdf } from './sale-document-pdf.ts';
import { taxesOf } from './sale-document-repository.ts';
import { SALE_DOCUMENT_NOT_FOUND } from './sale-documents-routes.ts';
import { pdfText } from './sale-documents-test-support.ts';

const balls = DEMO_PRODUCTS.balls;

/** The ticket and invoice links of the newest receipt mailed to an address. */
function mailedDocumentLinks(
  db: ReturnType<Awaited<ReturnType<typeof createTestApp>>['openDb']>,
  email: string,
): { ticket: string; invoice: string } | undefined {
  const row = db.prepare('SELECT body FROM outbox WHERE email = ? ORDER BY id DESC LIMIT 1').get(email) as
    { body: string } | undefined;
  const ticket = /href="([^"]*\/publictickets\/[0-9a-f]+)"/.exec(row?.body ?? '')?.[1];
  const invoice = /href="([^"]*\/publicinvoices\/[0-9a-f]+)"/.exec(row?.body ?? '')?.[1];
  return ticket && invoice ? { ticket, invoice } : undefined;
}

const tokenOf = (link: string): string => link.slice(link.lastIndexOf('/') + 1);

/** Elena buys two tins of balls by card on the Stripe sandbox; answers her newest order's number and the links. */
async function paidSale(app: FastifyInstance, openDb: Parameters<typeof mailedDocumentLinks>[0]) {
  const elena = await login(app, DEMO_CHECKOUT.customer);
  const model = await checkoutFromSite(
    app,
    checkoutPayload(elena.id, {
      saleItems: [line(balls.id, 2)],
      paymentMethodId: DEMO_CHECKOUT.methods.stripe.id,
    }),
    elena.token,
  );
  assert.equal((await payOnStripeSandbox(app, model)).ok, true, 'the card payment went through');
  const orders = await app.inject({
    url: `/api/shop/customer-orders/${elena.id}`,
    headers: { authorization: `Bearer ${elena.token}` },
  });
  const [order] = orders.json<{ model: Array<{ number: string; total: number }> }>().model;
  assert.ok(order, 'the order is listed');
  const links = mailedDocumentLinks(openDb, DEMO_CHECKOUT.customer.email);
  assert.ok(links, 'the receipt links the ticket and the invoice');
  return { order, links };
}

describe('tickets and invoices', () => {
  test('the receipt of a paid checkout links the ticket and invoice pages on the site, each with its own token', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const { links } = await paidSale(app, openDb());
    assert.match(links.ticket, new RegExp(`^${SITE}/publictickets/[0-9a-f]{32,}$`));
    assert.match(links.invoice, new RegExp(`^${SITE}/publicinvoices/[0-9a-f]{32,}$`));
    assert.notEqual(tokenOf(links.ticket), tokenOf(links.invoice));
  });

  test('the ticket and the invoice download as PDF files whose text holds the sale number, the taxes and the total', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const { order, links } = await paidSale(app, openDb());
    const total = `${order.total.toFixed(2).replace('.', ',')} €`;
    for (const [kind, url] of [
      ['ticket', `/api/publictickets/download-ticket/${tokenOf(links.ticket)}`],
      ['invoice', `/api/publicinvoices/download-invoice/${tokenOf(links.invoice)}`],
    ] as const) {
      const answer = await app.inject({ url });
      assert.equal(answer.statusCode, 200, kind);
      assert.equal(answer.headers['content-type'], 'application/pdf', kind);
      assert.equal(
        answer.headers['content-disposition'],
        `attachment; filename="${kind}-${order.number}.pdf"`,
        kind,
      );
      assert.equal(answer.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-', kind);
      const text = (await pdfText(answer.rawPayload)).replace(/\s+/g, ' ');
      assert.ok(text.includes(order.number), `${kind} names the sale: ${text}`);
      assert.ok(text.includes(balls.name), `${kind} lists the line: ${text}`);
      assert.ok(text.includes('IVA 21 %'), `${kind} shows the taxes: ${text}`);
      assert.ok(text.includes(`Total: ${total}`), `${kind} shows the total ${total}: ${text}`);
    }
  });

  test('a token of no sale answers 404 with why; a ticket token does not open the invoice', async (t) => {
    const { app, openDb } = await createTestApp(t);
    const { links } = await paidSale(app, openDb());
    const unknown = await app.inject({ url: `/api/publictickets/download-ticket/${'0'.repeat(32)}` });
    assert.equal(unknown.statusCode, 404);
    assert.deepEqual(unknown.json(), { ok: false, errorMsg: SALE_DOCUMENT_NOT_FOUND.ticket });
    const crossed = await app.inject({
      url: `/api/publicinvoices/download-invoice/${tokenOf(links.ticket)}`,
    });
    assert.equal(crossed.statusCode, 404);
    assert.deepEqual(crossed.json(), { ok: false, errorMsg: SALE_DOCUMENT_NOT_FOUND.invoice });
    const malformed = await app.inject({ url: '/api/publicinvoices/download-invoice/not-a-token' });
    assert.equal(malformed.statusCode, 400);
  });
});

describe('the taxes of a sale', () => {
  test('are given per tax percent, the discount shared out over the lines and the shipping at 21 %', () => {
    const taxes = taxesOf(
      [
        { totalCents: 12100, taxPercent: 21 },
        { totalCents: 1100, taxPercent: 10 },
      ],
      605,
      1320,
    );
    // The 13,20 € discount comes off in proportion: 12,10 € from the first line, 1,10 € from the second.
    assert.deepEqual(taxes, [
      { percent: 10, baseCents: 900, taxCents: 90 },
      { percent: 21, baseCents: 9500, taxCents: 1995 },
    ]);
  });
});

describe('the PDF of a document', () => {
  test('writes a name with letters the standard fonts lack by their base letters, the rest of the line intact', async () => {
    const pdf = await saleDocumentPdf(
      'invoice',
      {
        number: 'PED-000999',
        created: '2026-11-20T10:00:00.000Z',
        customer: { name: 'Zoë Nguyễn 张', email: 'zoe@club.test', address: [] },
        paymentMethod: 'Tarjeta',
        lines: [
          { concept: 'Pala «Pro» – 2026', units: 1, unitCents: 1000, totalCents: 1000, taxPercent: 21 },
        ],
        shippingCents: 0,
        discountCents: 0,
        totalCents: 1000,
        taxes: taxesOf([{ totalCents: 1000, taxPercent: 21 }], 0, 0),
        pendingCents: 0,
        refundedCents: 0,
      },
      {
        title: 'Club Demo Pádel',
        address: '',
        culture: 'fr-FR',
        formatCulture: 'fr-FR',
        timeZone: 'Europe/Paris',
        currencySymbol: '€',
        logoPath: null,
      },
    );
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    assert.ok(text.includes('Client: Zoë Nguyen ?'), text);
    assert.ok(text.includes('Pala «Pro» – 2026'), text);
    assert.ok(text.includes('Facture PED-000999'), text);
    assert.ok(text.includes('TVA 21 % 8,26 € 1,74 €'), text);
  });
});
