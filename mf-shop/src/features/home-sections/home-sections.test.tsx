import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fakeFetch } from '@club/shared-contracts/api/test-fetch';
import type { Membership, Product, VoucherOffer } from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, logIn, renderAtPath, shownPrice } from '@club/shared-ui/testing';
import { HomeSection as MembershipsSection } from './memberships-section';
import { HomeSection as TrendingSection } from './trending-section';
import { HomeSection as VouchersSection } from './vouchers-section';

const products: Product[] = [
  {
    id: 1,
    name: 'Pala Carbon Pro',
    logo: 'product-racket.svg',
    detail: '',
    grossPrice: 149,
    netPrice: 123.14,
  },
  { id: 5, name: 'Paletero del club', logo: 'product-bag.svg', detail: '', grossPrice: 39, netPrice: 32.23 },
];

const memberships: Membership[] = [
  {
    id: 1,
    name: 'Socio individual',
    description: 'Reserva con 14 días de antelación.',
    logo: 'membership-individual.svg',
    grossPrice: 45,
    netPrice: 37.19,
    productTypeId: 6,
  },
  {
    id: 2,
    name: 'Abono joven',
    description: '',
    logo: '',
    grossPrice: 29,
    netPrice: 23.97,
    productTypeId: null,
  },
];

const vouchers: VoucherOffer[] = [
  {
    id: 1,
    name: 'Monedero 100 €',
    description: '100 € de saldo por 90 €.',
    logo: 'voucher-100.svg',
    grossPrice: 90,
    netPrice: 90,
    productTypeId: 7,
  },
  {
    id: 3,
    name: 'Bono regalo 30 €',
    description: '',
    logo: 'voucher-gift.svg',
    grossPrice: 30,
    netPrice: 30,
    productTypeId: 7,
  },
];

/** Renders a section under a router; the calls it starts have answered when this resolves. */
const renderSection = (Section: ComponentType, language: Language = 'en-US') =>
  renderAtPath(<Section />, '/', language);

/** Replaces fetch with one whose answers never arrive. */
function neverAnswer(): void {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
}

beforeEach(() => provideSettings(clubSettings));

const sections = [
  {
    name: 'Trending products',
    Section: TrendingSection,
    path: '/api/products/trending-products',
    answer: { ok: true, data: products },
    empty: { ok: true, data: [] },
    label: 'trending products',
  },
  {
    name: 'Memberships',
    Section: MembershipsSection,
    path: '/api/publicmemberships/list',
    answer: { ok: true, model: memberships },
    empty: { ok: true, model: [] },
    label: 'memberships',
  },
  {
    name: 'Vouchers',
    Section: VouchersSection,
    path: '/api/publicvouchers/list-by-customer',
    answer: { ok: true, model: vouchers },
    empty: { ok: true, model: [] },
    label: 'vouchers',
  },
];

describe.each(sections)('$name home section', ({ name, Section, path, answer, empty, label }) => {
  it('asks for its list and shows it under its heading, one card per item', async () => {
    const requests = fakeFetch(answer);
    await renderSection(Section);
    expect(requests.map((request) => [request.method, request.url.pathname])).toEqual([['GET', path]]);
    const section = screen.getByRole('region', { name });
    expect(within(section).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(section).not.toHaveAttribute('aria-busy');
    expect(within(section).getAllByRole('article')).toHaveLength(2);
  });

  it('is busy with a skeleton of cards while its list loads', async () => {
    neverAnswer();
    const { container } = await renderSection(Section);
    const section = screen.getByRole('region', { name });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(4);
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows nothing for an empty list', async () => {
    fakeFetch(empty);
    const { container } = await renderSection(Section);
    expect(container).toBeEmptyDOMElement();
  });

  it('only logs a failed load and shows nothing', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({ ok: false, errorMsg: 'Down for maintenance' }, 500);
    const { container } = await renderSection(Section);
    expect(logged).toHaveBeenCalledWith(`${label} could not be loaded`, expect.any(Error));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('trending products section', () => {
  it('shows each product as a shop card: its page linked, its price, Add to cart', async () => {
    fakeFetch({ ok: true, data: products });
    await renderSection(TrendingSection, 'es-ES');
    const section = screen.getByRole('region', { name: 'Productos en tendencia' });
    const racket = within(section).getByRole('article', { name: 'Pala Carbon Pro' });
    expect(within(racket).getByRole('heading', { level: 3 })).toHaveTextContent('Pala Carbon Pro');
    expect(within(racket).getByRole('link', { name: 'Pala Carbon Pro' })).toHaveAttribute('href', '/shop/1');
    expect(racket).toHaveTextContent(shownPrice(149));
    expect(within(racket).getByRole('button', { name: 'Añadir al carrito' })).toBeInTheDocument();
  });
});

describe('memberships section', () => {
  it('shows each membership’s image, name, price and description, and links to the shop’s memberships', async () => {
    fakeFetch({ ok: true, model: memberships });
    const { container } = await renderSection(MembershipsSection, 'es-ES');
    const section = screen.getByRole('region', { name: 'Membresías' });
    const individual = within(section).getByRole('article', { name: 'Socio individual' });
    expect(within(individual).getByRole('heading', { level: 3 })).toHaveTextContent('Socio individual');
    expect(individual).toHaveTextContent(shownPrice(45));
    expect(individual).toHaveTextContent('Reserva con 14 días de antelación.');
    const link = within(individual).getByRole('link', { name: 'Hazte socio' });
    expect(link).toHaveAttribute('href', '/shop?type=6');
    expect(link).toHaveAccessibleDescription('Socio individual');

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', expect.stringMatching(/\/uploads\/membership-individual\.svg$/));
    expect(image).toHaveAttribute('width', '240');
    expect(image).toHaveAttribute('height', '240');
    // No empty box for a membership without a description, and no broken image for one without a logo.
    const youth = within(section).getByRole('article', { name: 'Abono joven' });
    expect(youth.querySelector('.text')).toBeNull();
    expect(youth.querySelector('img')).toBeNull();
    // A membership the shop does not sell still leads to the shop.
    expect(within(youth).getByRole('link', { name: 'Hazte socio' })).toHaveAttribute('href', '/shop');
  });

  it('shows net prices when the club shows prices without taxes', async () => {
    provideSettings({ ...clubSettings, PriceWithTaxes: false });
    fakeFetch({ ok: true, model: memberships });
    await renderSection(MembershipsSection);
    expect(screen.getByRole('article', { name: 'Socio individual' })).toHaveTextContent(shownPrice(37.19));
  });
});

describe('vouchers section', () => {
  it('shows each voucher’s name, price and description with a link to the shop’s vouchers', async () => {
    fakeFetch({ ok: true, model: vouchers });
    await renderSection(VouchersSection, 'es-ES');
    const section = screen.getByRole('region', { name: 'Bonos' });
    const wallet = within(section).getByRole('article', { name: 'Monedero 100 €' });
    expect(wallet).toHaveTextContent(shownPrice(90));
    expect(wallet).toHaveTextContent('100 € de saldo por 90 €.');
    expect(within(wallet).getByRole('link', { name: 'Comprar bono' })).toHaveAttribute(
      'href',
      '/shop?type=7',
    );
  });

  it('asks for the vouchers on sale even for a logged-in customer, not the ones they hold', async () => {
    logIn();
    const requests = fakeFetch({ ok: true, model: vouchers });
    await renderSection(VouchersSection);
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/publicvouchers/list-by-customer']);
  });
});
