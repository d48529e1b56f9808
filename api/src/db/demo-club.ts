// The names, credentials and fixed products of the demo club that every seed area, test and journey shares. Seed
// areas import from here only, never from each other, so no two seed modules depend on each other.
/** Password of every demo account that has one. */
export const DEMO_PASSWORD = 'demo1234';

/** Title of the demo club. */
export const DEMO_CLUB_TITLE = 'Club Demo Pádel';

/** What the demo club says of itself (settings' description: the home page's hero and the meta description). */
export const DEMO_CLUB_DESCRIPTION =
  'Club de pádel y tenis en el corazón de Madrid: 12 pistas, escuela para todas las edades, partidos abiertos cada día y una comunidad que juega con buen ambiente.';

/** The demo customers; tests and e2e journeys import these instead of repeating literals. */
export const DEMO_CUSTOMERS = {
  /** Active parent with two children. */
  ana: {
    email: 'ana@club.test',
    password: DEMO_PASSWORD,
    name: 'Ana',
    surname: 'García López',
    /** She accepts the club's communications. */
    okRss: true,
  },
  /** Ana's children: own records, no e-mail or password, reached by impersonation. */
  lucas: { name: 'Lucas', surname: 'García Ruiz' },
  sofia: { name: 'Sofía', surname: 'García Ruiz' },
  /** Active, no children. */
  bruno: { email: 'bruno@club.test', password: DEMO_PASSWORD, name: 'Bruno', surname: 'Martín Sánchez' },
  /** Registered but never activated. */
  temporary: { email: 'temp@club.test', password: DEMO_PASSWORD, name: 'Teresa', surname: 'Pérez Gil' },
  /** Imported without a password: login answers redirect:true. */
  legacy: { email: 'legacy@club.test', name: 'Luis', surname: 'Hernández Mora' },
} as const;

/** The product types of the demo shop, in the order the shop filter lists them. */
export const DEMO_PRODUCT_TYPES = ['Palas', 'Pelotas', 'Textil', 'Accesorios'] as const;

/** A product of the demo shop; a null stock means the club does not control it. */
export interface DemoProduct {
  id: number;
  type: (typeof DEMO_PRODUCT_TYPES)[number];
  name: string;
  logo: string;
  description: string;
  detail: string;
  grossCents: number;
  stock: number | null;
  transportRequired: boolean;
  daysAgo: number;
}

/**
 * The demo shop's products, with fixed ids so tests and journeys can name them: the racket has 2 units left, the
 * shirt none, the bag a dozen; balls, overgrips and cap have no stock control.
 */
export const DEMO_PRODUCTS = {
  racket: {
    id: 1,
    type: 'Palas',
    name: 'Pala Carbon Pro',
    logo: 'product-racket.svg',
    description: 'Pala de carbono con forma de diamante para jugadores de nivel medio y avanzado.',
    detail:
      '<p>Marco de carbono 12K y núcleo de goma EVA de alta densidad: potencia en el remate sin perder control.</p><ul><li>Peso: 365 g</li><li>Forma: diamante</li><li>Balance: alto</li></ul>',
    grossCents: 14900,
    stock: 2,
    transportRequired: true,
    daysAgo: 3,
  },
  balls: {
    id: 2,
    type: 'Pelotas',
    name: 'Bote de 3 pelotas de pádel',
    logo: 'product-balls.svg',
    description: 'Las pelotas oficiales de los torneos del club.',
    detail:
      '<p>Bote presurizado de tres pelotas con la presión que usamos en las competiciones del club.</p>',
    grossCents: 595,
    stock: null,
    transportRequired: false,
    daysAgo: 40,
  },
  shirt: {
    id: 3,
    type: 'Textil',
    name: 'Camiseta técnica del club',
    logo: 'product-shirt.svg',
    description: 'Tejido transpirable con el escudo del club. Agotada hasta la próxima remesa.',
    detail: '<p>Camiseta de tejido técnico que expulsa el sudor. Tallas de la S a la XXL.</p>',
    grossCents: 2490,
    stock: 0,
    transportRequired: true,
    daysAgo: 20,
  },
  overgrip: {
    id: 4,
    type: 'Accesorios',
    name: 'Overgrips (pack de 3)',
    logo: 'product-overgrip.svg',
    description: 'Overgrips perforados de tacto seco.',
    detail: '<p>Tres overgrips perforados que absorben el sudor. Cámbialo cada cuatro o cinco partidos.</p>',
    grossCents: 450,
    stock: null,
    transportRequired: false,
    daysAgo: 60,
  },
  bag: {
    id: 5,
    type: 'Accesorios',
    name: 'Paletero del club',
    logo: 'product-bag.svg',
    description: 'Paletero con compartimento térmico para dos palas.',
    detail:
      '<p>Compartimento térmico para dos palas, bolsillo para el calzado y otro para los objetos de valor.</p>',
    grossCents: 3900,
    stock: 12,
    transportRequired: true,
    daysAgo: 10,
  },
  cap: {
    id: 6,
    type: 'Textil',
    name: 'Gorra del club',
    logo: 'product-cap.svg',
    description: 'Gorra ligera de secado rápido.',
    detail: '<p>Gorra ajustable de tejido ligero, ideal para las pistas exteriores en verano.</p>',
    grossCents: 1400,
    stock: null,
    transportRequired: false,
    daysAgo: 90,
  },
} as const satisfies Record<string, DemoProduct>;

/** The CZConfig file categories seeded for the home page. */
export const DEMO_FILE_CATEGORIES = { gallery: 'CzGallery', sponsors: 'Sponsors' } as const;

/** One day in milliseconds. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The moment `days` days before `now`, as the database stores dates. */
export const daysBefore = (now: Date, days: number): string =>
  new Date(now.getTime() - days * DAY_MS).toISOString();

/** The demo club's prices include 21 % VAT; the net amount is rounded to the cent. */
export const netCents = (grossCents: number): number => Math.round(grossCents / 1.21);

/** What every seed area is given: the moment the data is dated from and the hash of DEMO_PASSWORD. */
export interface SeedContext {
  now: Date;
  /** scrypt hash of DEMO_PASSWORD, made once per start (hashing is slow on purpose). */
  passwordHash: string;
}

/** The shop's product types that sell the memberships and the voucher offers. */
export const DEMO_OFFER_TYPES = { memberships: 'Abonos', vouchers: 'Bonos' } as const;
