import { screen } from '@testing-library/react';
import { sentRequest, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import { provideClubSettings, renderAtPath, settle } from '@club/shared-ui/testing';
import { PublicInvoicePage, PublicTicketPage } from './sale-document-page';

const token = '3e9a4c1f7d2b8e6a0c5f9d1b7e3a2c48';
const pages = {
  '/publictickets/:token': <PublicTicketPage />,
  '/publicinvoices/:token': <PublicInvoicePage />,
};

let requests: SentRequest[];
let saved: { name: string; type: string }[];
let answer: () => Promise<Response>;

/** A PDF answer as the API gives it, named by its Content-Disposition. */
const pdf = (fileName: string) => () =>
  Promise.resolve({
    status: 200,
    ok: true,
    headers: new Headers({
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    }),
    blob: () => Promise.resolve(new Blob(['%PDF-1.3'], { type: 'application/pdf' })),
  } as unknown as Response);

const notFound = (errorMsg: string) => () =>
  Promise.resolve({
    status: 404,
    ok: false,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: () => Promise.resolve(JSON.stringify({ ok: false, errorMsg })),
  } as unknown as Response);

beforeEach(() => {
  provideClubSettings();
  requests = [];
  saved = [];
  global.fetch = jest.fn((url: string, init: RequestInit) => {
    requests.push(sentRequest(url, init));
    return answer();
  }) as unknown as typeof fetch;
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, type: blobs.get(this.href)?.type ?? '' });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the ticket page', () => {
  it('says the ticket is on its way in a status region, then saves it under the name the server gives, once', async () => {
    let arrive: () => void = () => undefined;
    answer = () =>
      new Promise<Response>((resolve) => {
        arrive = () => void pdf('ticket-PED-000101.pdf')().then(resolve);
      });
    await renderAtPath(pages, `/publictickets/${token}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your ticket');
    expect(screen.getByRole('status')).toHaveTextContent('Downloading ticket, please wait...');
    expect(document.title).toBe('Your ticket · Club Test');

    arrive();
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent('Ticket downloaded');
    expect(saved).toEqual([{ name: 'ticket-PED-000101.pdf', type: 'application/pdf' }]);
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      `GET /api/publictickets/download-ticket/${token}`,
    ]);
  });

  it('says an error occurred for a token of no sale, and saves nothing', async () => {
    answer = notFound('Ticket no encontrado');
    await renderAtPath(pages, `/publictickets/${token}`);
    expect(screen.getByRole('status')).toHaveTextContent('Some error occurred downloading your ticket');
    expect(saved).toEqual([]);
  });

  it('speaks the visitor’s language', async () => {
    answer = pdf('ticket-PED-000101.pdf');
    await renderAtPath(pages, `/publictickets/${token}`, 'es-ES');
    expect(screen.getByRole('status')).toHaveTextContent('Ticket descargado');
  });
});

describe('the invoice page', () => {
  it('downloads the invoice of its token and says it was downloaded', async () => {
    answer = pdf('invoice-PED-000101.pdf');
    await renderAtPath(pages, `/publicinvoices/${token}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your invoice');
    expect(screen.getByRole('status')).toHaveTextContent('Invoice downloaded');
    expect(saved).toEqual([{ name: 'invoice-PED-000101.pdf', type: 'application/pdf' }]);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      `/api/publicinvoices/download-invoice/${token}`,
    ]);
  });

  it('says an error occurred when the download fails', async () => {
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await renderAtPath(pages, `/publicinvoices/${token}`);
    expect(screen.getByRole('status')).toHaveTextContent('Some error occurred downloading your invoice');
    expect(saved).toEqual([]);
  });
});
