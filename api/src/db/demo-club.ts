// The names, credentials and fixed products of the demo club that every seed area, test and journey shares. Seed
// areas import from here only, never from each other, so no two seed modules depend on each other.
/** Password of every demo account that has one. */
export const DEMO_PASSWORD = 'demo1234';

/** Title of the demo club. */
export const DEMO_CLUB_TITLE = 'Club Demo Pádel';

/** What the demo club says of itself (settings' description: the home page's hero and the meta description). */
export const DEMO_CLUB_DESCRIPTION =
  'Club de pádel y tenis en el corazón de Madrid: 12 pistas, escuela para todas las edades, partidos abiertos cada día y una comunidad que juega con buen ambiente.';

/**
 * The origin of the demo club's app page (AppOrigins): the one page besides the site that may frame it and hear its
 * messages. The app-link journey serves a page there.
 */
export const DEMO_APP_ORIGIN = 'https://app.club.test';

/**
 * The origins of the demo club's sites (SiteOrigins), which the API answers across origins and card payments return
 * to: the host of `npm start` and of docker compose (port 8080, by name or by address), and the end-to-end site's
 * (its ports moved by -3980, e2e/playwright.config.ts).
 */
export const DEMO_SITE_ORIGINS = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
  'http://localhost:4100',
] as const;

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

/** Name of the members' price list: Ana and her children are on it (a family membership). */
export const DEMO_MEMBER_PRICE_LIST = 'Tarifa socios';

/** A court of the demo club, with the fixed id the bookings area gives it. */
export interface DemoCourt {
  id: number;
  name: string;
}

/** A booking the bookings area seeds: confirmed and paid, `dayOffset` days after the day it is seeded. */
export interface DemoSeededBooking {
  id: number;
  customer: 'ana' | 'bruno' | 'carlos' | 'carla' | 'marta';
  courtId: number;
  dayOffset: number;
  /** Club-local start, `HH:mm`. */
  start: string;
  duration: number;
}

/**
 * The demo club's court booking (the bookings area): the booking types by the ids the club area gives them on every
 * demo database (it seeds them first, in this order), the courts by fixed ids, and the bookings seeded on the
 * padel courts so that some slots are taken. Every court opens from 08:00 to 23:00 every day.
 */
export const DEMO_BOOKING = {
  padelTypeId: 1,
  tennisTypeId: 2,
  pickleballTypeId: 3,
  squashTypeId: 4,
  /** "Partido abierto de pádel": by place, a customer with a level may create a match on the padel courts. */
  matchTypeId: 5,
  typeNames: {
    padel: 'Reserva de pista de pádel',
    tennis: 'Reserva de pista de tenis',
    pickleball: 'Reserva de pista de pickleball',
    squash: 'Reserva de pista de squash',
    match: 'Partido abierto de pádel',
    padelSchool: 'Escuela de pádel adultos',
    tennisSchool: 'Escuela infantil de tenis',
    americano: 'Americano de los viernes',
    squashClinic: 'Clínic de squash',
  },
  /** The other resource type the tennis court type offers (multipleResources): its own booking type, unlisted. */
  ballMachine: { typeName: 'Máquina lanzabolas', resourceType: 'Máquina lanzabolas' },
  padelCourts: [
    { id: 1, name: 'Pista 1' },
    { id: 2, name: 'Pista 2' },
    { id: 3, name: 'Pista 3' },
    { id: 4, name: 'Pista 4' },
    { id: 5, name: 'Pista 5' },
    { id: 6, name: 'Pista 6' },
    { id: 7, name: 'Pista 7' },
    { id: 8, name: 'Pista 8' },
  ],
  tennisCourts: [
    { id: 9, name: 'Tenis 1 · tierra batida' },
    { id: 10, name: 'Tenis 2 · tierra batida' },
    { id: 11, name: 'Tenis 3 · pista dura' },
  ],
  pickleballCourts: [
    { id: 12, name: 'Pickleball 1' },
    { id: 13, name: 'Pickleball 2' },
  ],
  squashCourts: [{ id: 14, name: 'Squash' }],
  ballMachines: [
    { id: 15, name: 'Lanzabolas 1' },
    { id: 16, name: 'Lanzabolas 2' },
  ],
  /** Opening hours of every court, every day, in minutes from local midnight. */
  opening: { opens: 8 * 60, closes: 23 * 60 },
  /** Prices change at 17:00 from Monday to Friday; weekends have the evening price all day. */
  peakFromMinute: 17 * 60,
  /** How far ahead each court type may be booked; squash has no limit. */
  anticipationMinutes: { padel: 20160, match: 20160, tennis: 10080, pickleball: 10080, squash: null },
  /** Confirmed, paid bookings on the padel courts: tomorrow and the day after (days 1 and 2 of the seed). */
  seededBookings: [
    { id: 1, customer: 'ana', courtId: 1, dayOffset: 2, start: '18:00', duration: 90 },
    { id: 2, customer: 'bruno', courtId: 2, dayOffset: 1, start: '19:00', duration: 60 },
    { id: 3, customer: 'carlos', courtId: 1, dayOffset: 1, start: '10:00', duration: 90 },
    { id: 4, customer: 'marta', courtId: 3, dayOffset: 1, start: '20:00', duration: 90 },
    { id: 5, customer: 'carla', courtId: 4, dayOffset: 2, start: '09:00', duration: 60 },
  ],
} as const satisfies {
  padelCourts: readonly DemoCourt[];
  seededBookings: readonly DemoSeededBooking[];
  [key: string]: unknown;
};

/** A demo customer's level in a sport, as a provider rates it. */
export interface DemoLevel {
  sport: 'Padel' | 'Tennis' | 'Pickleball' | 'Squash';
  provider: 'Taykus' | 'WorldPadelRating';
  level: number;
}

/**
 * The demo customers' levels (the player lookup and creating a match): Ana has levels in padel and tennis; Bruno
 * has none, so he cannot create a match.
 */
export const DEMO_LEVELS = {
  ana: [
    { sport: 'Padel', provider: 'Taykus', level: 3.45 },
    { sport: 'Tennis', provider: 'Taykus', level: 2.8 },
  ],
  bruno: [],
} as const satisfies Record<string, readonly DemoLevel[]>;

/**
 * Club members the player lookup finds (no password: they never log in to the site), with levels. Their e-mails and
 * phones exist so tests can prove the lookup never answers them.
 */
export const DEMO_PLAYERS = {
  carlos: {
    name: 'Carlos',
    surname: 'Ruiz Ortega',
    email: 'carlos.ruiz@club.test',
    phone: '+34 600 900 101',
    gender: 0,
    levels: [
      { sport: 'Padel', provider: 'Taykus', level: 3.6 },
      { sport: 'Padel', provider: 'WorldPadelRating', level: 3.72 },
    ],
  },
  carla: {
    name: 'Carla',
    surname: 'Gómez Soler',
    email: 'carla.gomez@club.test',
    phone: '+34 600 900 102',
    gender: 1,
    levels: [
      { sport: 'Padel', provider: 'Taykus', level: 2.95 },
      { sport: 'Tennis', provider: 'Taykus', level: 3.1 },
    ],
  },
  marta: {
    name: 'Marta',
    surname: 'Jiménez Prieto',
    email: 'marta.jimenez@club.test',
    phone: '+34 600 900 103',
    gender: 1,
    levels: [
      { sport: 'Padel', provider: 'Taykus', level: 4.2 },
      { sport: 'Pickleball', provider: 'Taykus', level: 3 },
    ],
  },
} as const satisfies Record<
  string,
  {
    name: string;
    surname: string;
    email: string;
    phone: string;
    gender: number;
    levels: readonly DemoLevel[];
  }
>;

/** A player of a seeded by-place booking and the team (0 team 1, 1 team 2, -1 none). */
export interface DemoPlacePlayer {
  who: 'ana' | 'bruno' | 'carlos' | 'carla' | 'marta';
  team: -1 | 0 | 1;
}

/** A by-place booking the by-place area seeds, `dayOffset` days from the seed's day (negative: past). */
export interface DemoByPlaceBooking {
  id: number;
  type: 'match' | 'padelSchool' | 'americano';
  courtId: number;
  dayOffset: number;
  /** Club-local start, `HH:mm`. */
  start: string;
  duration: number;
  /** How many places (players) it has. */
  places: number;
  gender: 'Male' | 'Female' | 'Mixed' | 'Open';
  competitive: boolean;
  levels: readonly [number, number];
  players: readonly DemoPlacePlayer[];
  description: string;
  /** On the place map. */
  onMap: boolean;
  /** Free of charge. */
  free: boolean;
  nSets: 3 | 5;
  /** Saved results (games per set of each team). */
  results?: { team1: readonly number[]; team2: readonly number[] };
}

const p = (who: DemoPlacePlayer['who'], team: DemoPlacePlayer['team'] = -1): DemoPlacePlayer => ({
  who,
  team,
});

/**
 * The demo club's by-place bookings (the by-place area): open matches of 2, 4, 6 and 8 players at several levels
 * and genders on padel courts 7 and 8, school sessions, the Friday americano on the place map, a free event, and
 * two past matches. Ana is in none of the coming ones, so journeys can join any (Bruno plays the full match and
 * the full singles); Ana played both past matches, Bruno neither. Ids are fixed so journeys name them by purpose.
 */
export const DEMO_BYPLACE = {
  /** The place map of the padel hall: 4 courts × 4 places (sections "Pista 1".."Pista 4") and 4 bench places. */
  template: { id: 1, name: 'Pistas 1 a 4', image: 'byplace-map.svg', width: 1000, height: 620, places: 20 },
  /** The customer the club's own sessions and events belong to (never a player, cannot log in). */
  organiser: { name: 'Recepción', surname: 'Club Demo Pádel' },
  bookings: {
    /** Open, competitive 2.5-4.0, 4 places, 2 free (one per team). */
    openMatch: {
      id: 101,
      type: 'match',
      courtId: 7,
      dayOffset: 1,
      start: '18:00',
      duration: 90,
      places: 4,
      gender: 'Open',
      competitive: true,
      levels: [2.5, 4],
      players: [p('carlos', 0), p('marta', 1)],
      description: 'Partido competitivo de nivel medio.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Mixed, friendly, exactly one free place (team 2): for "the last place taken by someone else". */
    oneFreePlace: {
      id: 102,
      type: 'match',
      courtId: 7,
      dayOffset: 1,
      start: '19:30',
      duration: 90,
      places: 4,
      gender: 'Mixed',
      competitive: false,
      levels: [2, 4.5],
      players: [p('carlos', 0), p('carla', 0), p('marta', 1)],
      description: 'Partido amistoso mixto: falta uno.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Full: 4 of 4. */
    fullMatch: {
      id: 103,
      type: 'match',
      courtId: 7,
      dayOffset: 2,
      start: '10:00',
      duration: 90,
      places: 4,
      gender: 'Open',
      competitive: true,
      levels: [2.5, 4.5],
      players: [p('carlos', 0), p('bruno', 0), p('carla', 1), p('marta', 1)],
      description: 'Partido completo.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Female, 3 free places. */
    femaleMatch: {
      id: 104,
      type: 'match',
      courtId: 8,
      dayOffset: 2,
      start: '18:00',
      duration: 90,
      places: 4,
      gender: 'Female',
      competitive: false,
      levels: [2, 3.5],
      players: [p('carla', 0)],
      description: 'Partido femenino de iniciación y nivel medio.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Male singles: 2 places, 1 free. */
    singles: {
      id: 105,
      type: 'match',
      courtId: 7,
      dayOffset: 3,
      start: '09:00',
      duration: 60,
      places: 2,
      gender: 'Male',
      competitive: true,
      levels: [3, 4.5],
      players: [p('carlos', 0)],
      description: 'Individual masculino a un set largo.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** 6 players (rotating pairs), 4 free. */
    sixPlayers: {
      id: 106,
      type: 'match',
      courtId: 8,
      dayOffset: 3,
      start: '19:00',
      duration: 90,
      places: 6,
      gender: 'Open',
      competitive: false,
      levels: [1.5, 5],
      players: [p('marta', 0), p('carla', 1)],
      description: 'Partido rotativo de seis: se cambia de pareja cada set.',
      onMap: false,
      free: false,
      nSets: 5,
    },
    /** 8 players, mixed, 5 free. */
    eightPlayers: {
      id: 107,
      type: 'match',
      courtId: 8,
      dayOffset: 4,
      start: '17:00',
      duration: 90,
      places: 8,
      gender: 'Mixed',
      competitive: false,
      levels: [0, 7],
      players: [p('carlos', 0), p('marta', 0), p('carla', 1)],
      description: 'Reto mixto de ocho jugadores por parejas.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Padel school session, 3 free places. */
    schoolSession: {
      id: 108,
      type: 'padelSchool',
      courtId: 8,
      dayOffset: 1,
      start: '10:00',
      duration: 60,
      places: 4,
      gender: 'Open',
      competitive: false,
      levels: [0, 3],
      players: [p('carla')],
      description: 'Clase de técnica de volea, nivel iniciación.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Padel school session, 2 free places. */
    schoolSessionLater: {
      id: 109,
      type: 'padelSchool',
      courtId: 8,
      dayOffset: 3,
      start: '11:00',
      duration: 60,
      places: 4,
      gender: 'Open',
      competitive: false,
      levels: [2.5, 4],
      players: [p('carlos'), p('marta')],
      description: 'Clase de bandeja y víbora, nivel medio.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** The americano on the place map: 16 places, 14 free. */
    americano: {
      id: 110,
      type: 'americano',
      courtId: 7,
      dayOffset: 5,
      start: '20:00',
      duration: 120,
      places: 16,
      gender: 'Open',
      competitive: false,
      levels: [0, 7],
      players: [p('carlos'), p('marta')],
      description: 'Americano con cambio de pareja cada ronda; elige tu plaza en el mapa.',
      onMap: true,
      free: false,
      nSets: 3,
    },
    /** A free event on the place map: the welcome americano. */
    freeEvent: {
      id: 111,
      type: 'americano',
      courtId: 8,
      dayOffset: 6,
      start: '10:00',
      duration: 120,
      places: 16,
      gender: 'Open',
      competitive: false,
      levels: [0, 7],
      players: [p('carla')],
      description: 'Americano de bienvenida, gratis: ven a conocer el club.',
      onMap: true,
      free: true,
      nSets: 3,
    },
    /** Played yesterday, with results: Ana and Carlos 6-4 6-3 against Marta and Carla. */
    pastWithResults: {
      id: 112,
      type: 'match',
      courtId: 7,
      dayOffset: -1,
      start: '19:00',
      duration: 90,
      places: 4,
      gender: 'Mixed',
      competitive: true,
      levels: [2.5, 4.5],
      players: [p('ana', 0), p('carlos', 0), p('marta', 1), p('carla', 1)],
      description: 'Partido mixto competitivo.',
      onMap: false,
      free: false,
      nSets: 3,
      results: { team1: [6, 6], team2: [4, 3] },
    },
    /** Played two days ago, no results yet: Ana may enter them, Bruno may not (he did not play). */
    pastToScore: {
      id: 113,
      type: 'match',
      courtId: 8,
      dayOffset: -2,
      start: '18:00',
      duration: 90,
      places: 4,
      gender: 'Open',
      competitive: true,
      levels: [2.5, 4.5],
      players: [p('ana', 0), p('carla', 0), p('carlos', 1), p('marta', 1)],
      description: 'Partido competitivo pendiente de resultado.',
      onMap: false,
      free: false,
      nSets: 3,
    },
    /** Full singles for the waiting list: when Bruno leaves, the first customer waiting is offered his place. */
    waitingListMatch: {
      id: 114,
      type: 'match',
      courtId: 8,
      dayOffset: 4,
      start: '09:00',
      duration: 60,
      places: 2,
      gender: 'Open',
      competitive: false,
      levels: [1, 7],
      players: [p('carlos', 0), p('bruno', 1)],
      description: 'Individuales completos: apúntate a la lista de espera.',
      onMap: false,
      free: false,
      nSets: 3,
    },
  },
} as const satisfies {
  bookings: Record<string, DemoByPlaceBooking>;
  [key: string]: unknown;
};

/** A court booking of Ana's that My bookings shows (the customer-bookings area), `dayOffset` days from the seed. */
export interface DemoMyBooking {
  id: number;
  courtId: number;
  dayOffset: number;
  /** Club-local start, `HH:mm`. */
  start: string;
  duration: number;
  priceCents: number;
  paidWith: 'card' | 'voucher';
  comments: string;
  /** A fixed public token (the link of its public page), for tests; others get a random one. */
  token?: string;
}

/**
 * My bookings (the customer-bookings area): the types' cancellation windows, as their cancel texts word them; Ana's
 * padel bookings to cancel (one paid by card, one with her money voucher) and past ones; a pickleball booking of
 * hers that starts within a day, too late to cancel (seeded a couple of hours after the seed's time); and the club's
 * turnstiles, on.
 */
export const DEMO_MY_BOOKINGS = {
  /** Minutes before the start until which a confirmed booking may be cancelled, by kind of booking type. */
  cancelMinutes: { court: 1440, match: 720, school: 1440, event: 2880 },
  /** Paid by card, next week: cancelling it answers the card's refund. */
  byCard: {
    id: 201,
    courtId: 2,
    dayOffset: 6,
    start: '10:00',
    duration: 90,
    priceCents: 2400,
    paidWith: 'card',
    comments: 'Trae tus bolas: las del club están en revisión.',
    token: '5f2c9a1e7b3d4c6a8e0f1a2b3c4d5e6f',
  },
  /** Paid with Ana's money voucher: cancelling it puts the money back on the voucher. */
  byVoucher: {
    id: 202,
    courtId: 3,
    dayOffset: 8,
    start: '11:00',
    duration: 60,
    priceCents: 1600,
    paidWith: 'voucher',
    comments: '',
    token: '9d8c7b6a5f4e3d2c1b0a99887766554f',
  },
  past: [
    {
      id: 204,
      courtId: 2,
      dayOffset: -3,
      start: '19:00',
      duration: 90,
      priceCents: 3000,
      paidWith: 'card',
      comments: '',
    },
    {
      id: 205,
      courtId: 4,
      dayOffset: -10,
      start: '18:00',
      duration: 60,
      priceCents: 2000,
      paidWith: 'card',
      comments: 'Partido de la liga interna.',
    },
  ],
  /** Within the next day on Pickleball 1: inside the 24-hour window, so it cannot be cancelled. */
  tooLate: { id: 203, courtId: 12, duration: 60, priceCents: 1200, hoursAfterSeed: 2 },
  /** The card payments' method, as the club names it. */
  cardMethod: 'Tarjeta',
} as const satisfies {
  byCard: DemoMyBooking;
  byVoucher: DemoMyBooking;
  past: readonly DemoMyBooking[];
  [key: string]: unknown;
};

/** A change of a demo level history, `daysAgo` days before the seed (at 21:00 club time, after the day's play). */
export interface DemoLevelChange {
  daysAgo: number;
  comments: string;
  /** A booking of DEMO_BYPLACE the change came from, or null. */
  parentId: number | null;
  modification: number;
  newLevel: number;
}

/** A demo level history in one sport from one provider, oldest change first; the last newLevel is the level. */
export interface DemoLevelHistory {
  sport: DemoLevel['sport'];
  provider: DemoLevel['provider'];
  changes: readonly DemoLevelChange[];
}

/** A demo training: `dayOffset` days from the seed's day (negative: past), its team, attendees and media. */
export interface DemoTraining {
  id: number;
  team: string;
  dayOffset: number;
  /** Club-local start, `HH:mm`. */
  start: string;
  duration: number;
  description: string;
  publicComments: string;
  attendees: ReadonlyArray<{ who: 'ana' | 'lucas' | 'bruno'; presented: boolean }>;
  /** Uploads file names of the gallery images, drawn by the seed, with their titles. */
  gallery: ReadonlyArray<{ file: string; title: string }>;
  videos: ReadonlyArray<{ file: string; title: string }>;
  files: ReadonlyArray<{ file: string; title: string }>;
}

/**
 * Levels and trainings (document 2, 2.8 and 2.9; the levels-trainings area). Ana's level histories end at her
 * DEMO_LEVELS (padel and tennis from Taykus) plus a World Padel Rating padel level below her Taykus one; two padel
 * changes come from her past matches of DEMO_BYPLACE. Bruno has no level and no link: the provider sandbox gives
 * the account of `sandbox` to whoever allows it there, and linking imports that account's levels. Ana attends the
 * adults' team trainings (two next, two past), Lucas the children's team, Bruno the veterans' (none of Ana's).
 */
export const DEMO_LEVELS_TRAININGS = {
  levels: {
    ana: [
      {
        sport: 'Padel',
        provider: 'Taykus',
        changes: [
          {
            daysAgo: 60,
            comments: 'Valoración inicial de nivel',
            parentId: null,
            modification: 3,
            newLevel: 3,
          },
          {
            daysAgo: 30,
            comments: 'Torneo social de otoño',
            parentId: null,
            modification: 0.2,
            newLevel: 3.2,
          },
          {
            daysAgo: 14,
            comments: 'Clase de evaluación con el entrenador',
            parentId: null,
            modification: 0.15,
            newLevel: 3.35,
          },
          {
            daysAgo: 2,
            comments: 'Partido competitivo: ajuste provisional',
            parentId: DEMO_BYPLACE.bookings.pastToScore.id,
            modification: -0.05,
            newLevel: 3.3,
          },
          {
            daysAgo: 1,
            comments: 'Partido mixto competitivo ganado 6-4 6-3',
            parentId: DEMO_BYPLACE.bookings.pastWithResults.id,
            modification: 0.15,
            newLevel: 3.45,
          },
        ],
      },
      {
        sport: 'Padel',
        provider: 'WorldPadelRating',
        changes: [
          { daysAgo: 40, comments: 'Primera valoración', parentId: null, modification: 3.1, newLevel: 3.1 },
          { daysAgo: 5, comments: 'Torneo federado', parentId: null, modification: 0.11, newLevel: 3.21 },
        ],
      },
      {
        sport: 'Tennis',
        provider: 'Taykus',
        changes: [
          {
            daysAgo: 45,
            comments: 'Valoración inicial de nivel',
            parentId: null,
            modification: 2.5,
            newLevel: 2.5,
          },
          {
            daysAgo: 20,
            comments: 'Clínic de tenis en tierra batida',
            parentId: null,
            modification: 0.3,
            newLevel: 2.8,
          },
        ],
      },
    ],
    bruno: [],
  },
  /** The provider sandbox's one account per provider and the levels linking it imports (days before the link). */
  sandbox: {
    Taykus: {
      userId: 'taykus-demo-7001',
      levels: [
        {
          sport: 'Padel',
          provider: 'Taykus',
          changes: [
            {
              daysAgo: 21,
              comments: 'Valoración inicial de nivel',
              parentId: null,
              modification: 2.75,
              newLevel: 2.75,
            },
            { daysAgo: 7, comments: 'Partido amistoso', parentId: null, modification: 0.1, newLevel: 2.85 },
          ],
        },
      ],
    },
    WorldPadelRating: {
      userId: 'wpr-demo-8002',
      levels: [
        {
          sport: 'Padel',
          provider: 'WorldPadelRating',
          changes: [
            {
              daysAgo: 10,
              comments: 'Primera valoración',
              parentId: null,
              modification: 3.05,
              newLevel: 3.05,
            },
          ],
        },
      ],
    },
  },
  /** The size the seed draws every gallery image at. */
  imageSize: { width: 480, height: 360 },
  trainings: {
    /** Ana's next training: the one with the full gallery, videos and files. */
    anaNext: {
      id: 1,
      team: 'Equipo de competición adultos',
      dayOffset: 2,
      start: '19:30',
      duration: 90,
      description: 'Defensa de pared y salida de globo',
      publicComments: 'Traed agua y llegad diez minutos antes para calentar.',
      attendees: [{ who: 'ana', presented: false }],
      gallery: [
        { file: 'training-wall-defence.svg', title: 'Defensa de pared: posiciones' },
        { file: 'training-lob-exit.svg', title: 'Salida de globo: trayectorias' },
        { file: 'training-team-photo.svg', title: 'El equipo en la pista 3' },
      ],
      videos: [
        { file: 'training-video-wall-defence.svg', title: 'Ejercicio de defensa de pared' },
        { file: 'training-video-lob.svg', title: 'Globo defensivo paso a paso' },
      ],
      files: [
        { file: 'training-plan-wall-defence.svg', title: 'Plan de la sesión (defensa de pared)' },
        { file: 'training-warm-up.svg', title: 'Calentamiento del equipo' },
      ],
    },
    anaLater: {
      id: 2,
      team: 'Equipo de competición adultos',
      dayOffset: 9,
      start: '19:30',
      duration: 90,
      description: 'Bandeja y víbora',
      publicComments: '',
      attendees: [{ who: 'ana', presented: false }],
      gallery: [],
      videos: [],
      files: [],
    },
    anaPast: {
      id: 3,
      team: 'Equipo de competición adultos',
      dayOffset: -5,
      start: '19:30',
      duration: 90,
      description: 'Volea de derecha y de revés',
      publicComments: 'Muy buen trabajo: repetid la volea de revés en casa con la pared.',
      attendees: [{ who: 'ana', presented: true }],
      gallery: [{ file: 'training-volley.svg', title: 'Volea: punto de impacto' }],
      videos: [],
      files: [],
    },
    anaOlder: {
      id: 4,
      team: 'Equipo de competición adultos',
      dayOffset: -12,
      start: '19:30',
      duration: 60,
      description: 'Saque y resto',
      publicComments: '',
      attendees: [{ who: 'ana', presented: false }],
      gallery: [],
      videos: [],
      files: [],
    },
    lucasNext: {
      id: 5,
      team: 'Escuela infantil',
      dayOffset: 3,
      start: '17:30',
      duration: 60,
      description: 'Juegos de coordinación y primeros golpes',
      publicComments: '',
      attendees: [{ who: 'lucas', presented: false }],
      gallery: [],
      videos: [],
      files: [],
    },
    brunoNext: {
      id: 6,
      team: 'Equipo de veteranos',
      dayOffset: 4,
      start: '20:30',
      duration: 90,
      description: 'Partidos de entrenamiento por parejas',
      publicComments: '',
      attendees: [{ who: 'bruno', presented: false }],
      gallery: [],
      videos: [],
      files: [],
    },
  },
} as const satisfies {
  levels: Record<string, readonly DemoLevelHistory[]>;
  sandbox: Record<DemoLevel['provider'], { userId: string; levels: readonly DemoLevelHistory[] }>;
  trainings: Record<string, DemoTraining>;
  [key: string]: unknown;
};

/** A payment method of the demo checkout, by the fixed id the checkout area gives it. */
export interface DemoPaymentMethod {
  id: number;
  type: number;
  name: string;
  description: string;
  allowTokenization: boolean;
  /** Minutes before a shared booking starts its shares must be paid with it; null: no deadline. */
  sharedDeadlineMinutes: number | null;
}

/** A coupon code of the demo checkout; an expired one ended `expiredDaysAgo` days before the seed. */
export interface DemoCoupon {
  code: string;
  type: 'Money' | 'Percent';
  /** Cents for Money, a percent for Percent. */
  amount: number;
  expiredDaysAgo?: number;
}

/**
 * The checkout (the checkout area): the payment methods (two card providers that can save the card, pay at the club,
 * and the three kinds of voucher), the two transports, the coupons (a percent one, a money one, an expired one), and
 * Elena, a customer with a sessions voucher and an hours voucher (no other demo customer's vouchers change, as the
 * wallet journeys count Ana's). The products that need shipping are DEMO_PRODUCTS racket, shirt and bag.
 */
export const DEMO_CHECKOUT = {
  methods: {
    redsys: {
      id: 1,
      type: 1,
      name: 'Tarjeta (Redsys)',
      description: 'Paga con tarjeta en la pasarela segura de tu banco.',
      allowTokenization: true,
      sharedDeadlineMinutes: 60,
    },
    stripe: {
      id: 2,
      type: 14,
      name: 'Tarjeta (Stripe)',
      description: 'Paga con tarjeta de crédito o débito.',
      allowTokenization: true,
      sharedDeadlineMinutes: 60,
    },
    club: {
      id: 3,
      type: 5,
      name: 'Pagar en el club',
      description: 'Paga en recepción el día que vengas.',
      allowTokenization: false,
      sharedDeadlineMinutes: 1440,
    },
    wallet: {
      id: 4,
      type: 6,
      name: 'Monedero',
      description: 'Paga con el saldo de tu monedero.',
      allowTokenization: false,
      sharedDeadlineMinutes: null,
    },
    sessions: {
      id: 5,
      type: 7,
      name: 'Bono de sesiones',
      description: 'Cada reserva descuenta una sesión de tu bono.',
      allowTokenization: false,
      sharedDeadlineMinutes: null,
    },
    hours: {
      id: 6,
      type: 8,
      name: 'Bono de horas',
      description: 'Cada reserva descuenta su duración de tu bono.',
      allowTokenization: false,
      sharedDeadlineMinutes: null,
    },
    netpay: {
      id: 13,
      type: 10,
      name: 'Tarjeta (NetPay)',
      description: 'Paga con tarjeta a través de NetPay.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
    authorizeNet: {
      id: 14,
      type: 15,
      name: 'Tarjeta (Authorize.Net)',
      description: 'Paga con tarjeta a través de Authorize.Net.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
    razorpay: {
      id: 15,
      type: 20,
      name: 'Razorpay',
      description: 'Paga con tarjeta, UPI o banca en línea a través de Razorpay.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
    paypal: {
      id: 10,
      type: 9,
      name: 'PayPal',
      description: 'Paga con tu cuenta de PayPal.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
    mercadoPago: {
      id: 11,
      type: 17,
      name: 'Mercado Pago',
      description: 'Paga con tarjeta a través de Mercado Pago, en un solo pago.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
    transbank: {
      id: 12,
      type: 18,
      name: 'Webpay (Transbank)',
      description: 'Guarda tu tarjeta con Oneclick y paga en Webpay.',
      allowTokenization: false,
      sharedDeadlineMinutes: 60,
    },
  },
  transports: {
    standard: { id: 1, name: 'Envío estándar', deliveryTime: '48-72 h', priceCents: 495 },
    express: { id: 2, name: 'Envío urgente', deliveryTime: '24 h', priceCents: 995 },
  },
  coupons: {
    percent: { code: 'CLUB10', type: 'Percent', amount: 10 },
    money: { code: 'BIENVENIDA5', type: 'Money', amount: 500 },
    expired: { code: 'VERANO25', type: 'Percent', amount: 25, expiredDaysAgo: 30 },
  },
  /** The product that must be shipped and has stock to spare (12 units). */
  shippedProductId: DEMO_PRODUCTS.bag.id,
  customer: {
    email: 'elena@club.test',
    password: DEMO_PASSWORD,
    name: 'Elena',
    surname: 'Torres Vidal',
    phone: '+34 600 444 555',
    addressLine1: 'Calle de Alcalá 120, 2º A',
    postalCode: '28009',
    city: 'Madrid',
    town: 'Madrid',
    country: 'España',
  },
  /** Elena's vouchers: balances in hundredths of a session or an hour (1000: 10 sessions, 10 hours). */
  vouchers: {
    sessions: { id: 301, offer: 'Bono 10 sesiones', kind: 'Sessions', balance: 1000, grossCents: 18000 },
    hours: { id: 302, offer: 'Bono 10 horas', kind: 'Hours', balance: 1000, grossCents: 20000 },
  },
} as const satisfies {
  methods: Record<string, DemoPaymentMethod>;
  coupons: Record<string, DemoCoupon>;
  [key: string]: unknown;
};

/** A membership paid by monthly fees of the fees area: the fees of the months before the seed's, paid or owed. */
export interface DemoPeriodicSale {
  membership: string;
  monthlyGrossCents: number;
  /** Fees of past months, oldest first: true when paid. The next fee falls on the 1st of the seed's next month. */
  fees: readonly boolean[];
  /** Months after the seed until which it cannot be stopped online (a minimum stay); absent when it can. */
  minStayMonths?: number;
}

/**
 * The fees area (document 3, 2 Pending Sales and Your Fees): Ana's family membership with a fee owed, and Pablo, a
 * customer only the debts-and-fees journey uses (so paying and cancelling change nobody else's data), who owes a
 * squash booking he left to pay at the club and has two memberships: one he may cancel, one within its minimum stay.
 */
export const DEMO_FEES = {
  customer: {
    email: 'pablo@club.test',
    password: DEMO_PASSWORD,
    name: 'Pablo',
    surname: 'Ortega Ruiz',
  },
  /** Pablo's squash booking, `daysAgo` days before the seed, left to pay at the club. */
  clubDebt: { daysAgo: 3, start: '19:00', duration: 60, priceCents: 1200, method: 'Pagar en el club' },
  pablo: {
    cancellable: { membership: 'Socio individual', monthlyGrossCents: 4500, fees: [true, true, false] },
    minimumStay: {
      membership: 'Abono joven',
      monthlyGrossCents: 2900,
      fees: [true, false],
      minStayMonths: 6,
    },
  },
  ana: { family: { membership: 'Socio familiar', monthlyGrossCents: 7900, fees: [true, true, true, false] } },
  /** How a paid fee was paid, as the club names it. */
  feeMethod: 'Domiciliación bancaria',
} as const satisfies {
  pablo: Record<string, DemoPeriodicSale>;
  ana: Record<string, DemoPeriodicSale>;
  [key: string]: unknown;
};

/** A field of a demo dynamic form (forms/form-repository.ts says what col1 and col2 hold). */
export interface DemoFormField {
  name: string;
  label: string;
  columnDef: string;
  value?: string;
  required?: boolean;
  col1?: string;
  col2?: string;
}

/** A demo activity; its start (and end) are club-local, `startDays` days after the seed's day. */
export interface DemoActivity {
  id: number;
  name: string;
  poster: string;
  startDays: number;
  start: string;
  /** Days after the start and hour it ends, or null when it has no end. */
  end: { days: number; time: string } | null;
  description: string;
  onlineSignUp: boolean;
  partnerInscription: boolean;
  priceCents: number;
  maxPlaces: number | null;
  categories: readonly string[];
  form: readonly DemoFormField[];
}

/**
 * The activities area (document 3, 2 Activity detail and 4 Activity sign-up): five upcoming activities, each a way
 * of signing up: direct (free, nothing to ask), a category to choose (free), a paid one with a dynamic form that has
 * every input type, a partner to name, and one the club takes no online sign-ups for.
 */
export const DEMO_ACTIVITIES = {
  direct: {
    id: 1,
    name: 'Jornada de puertas abiertas',
    poster: 'activity-open-day.svg',
    startDays: 7,
    start: '10:00',
    end: { days: 0, time: '13:00' },
    description:
      '<p>Ven a conocer el club con tu familia: <strong>clases de prueba gratuitas</strong> de pádel y tenis, visita a las instalaciones y un aperitivo al final.</p><ul><li>Raquetas y pelotas incluidas.</li><li>Para todas las edades.</li></ul>',
    onlineSignUp: true,
    partnerInscription: false,
    priceCents: 0,
    maxPlaces: null,
    categories: [],
    form: [],
  },
  categories: {
    id: 2,
    name: 'Clinic de pádel por niveles',
    poster: 'activity-clinic.svg',
    startDays: 12,
    start: '18:00',
    end: null,
    description:
      '<p>Dos horas de entrenamiento con los monitores de la escuela, en grupos por nivel. Elige tu nivel al apuntarte.</p>',
    onlineSignUp: true,
    partnerInscription: false,
    priceCents: 0,
    maxPlaces: 24,
    categories: ['Iniciación', 'Intermedio', 'Avanzado'],
    form: [],
  },
  withForm: {
    id: 3,
    name: 'Campus intensivo de tenis',
    poster: 'activity-campus.svg',
    startDays: 30,
    start: '09:00',
    end: { days: 4, time: '14:00' },
    description:
      '<p>Cinco mañanas de tenis para jugadores de 8 a 16 años: técnica, táctica, preparación física y partidos.</p><p>El precio incluye camiseta y seguro. Necesitamos la <em>autorización firmada</em> del padre, madre o tutor.</p>',
    onlineSignUp: true,
    partnerInscription: false,
    priceCents: 4500,
    maxPlaces: 30,
    categories: [],
    form: [
      { name: 'aviso', label: 'Rellena los datos del jugador del campus.', columnDef: 'label' },
      { name: 'condiciones', label: 'Condiciones del campus', columnDef: 'href', col1: '/privacy' },
      {
        name: 'jugador',
        label: 'Nombre del jugador',
        columnDef: 'text',
        required: true,
        col1: 'Nombre y apellidos',
        col2: '100',
      },
      { name: 'nacimiento', label: 'Fecha de nacimiento', columnDef: 'datewithouttime', required: true },
      { name: 'llegada', label: 'Día y hora de llegada', columnDef: 'date' },
      { name: 'comedor', label: 'Se queda al comedor', columnDef: 'checkbox', value: 'false' },
      { name: 'plano', label: 'Plano de las pistas', columnDef: 'image', col1: 'byplace-map.svg' },
      {
        name: 'talla',
        label: 'Talla de camiseta',
        columnDef: 'picklist',
        required: true,
        col1: 'XS, S, M, L, XL',
      },
      { name: 'companero', label: 'Compañero de grupo', columnDef: 'lookup', col1: 'customers' },
      { name: 'alergias', label: 'Alergias o indicaciones médicas', columnDef: 'textarea', col2: '1000' },
      { name: 'clave', label: 'Clave para la app del campus', columnDef: 'password' },
      { name: 'tutor', label: 'E-mail del padre, madre o tutor', columnDef: 'email', required: true },
      { name: 'donativo', label: 'Donativo para la escuela', columnDef: 'currency' },
      {
        name: 'autorizacion',
        label: 'Autorización firmada (PDF, Word, imagen)',
        columnDef: 'fileloader',
        required: true,
      },
      { name: 'foto', label: 'Foto del jugador', columnDef: 'imageloader' },
      { name: 'origen', label: 'Origen', columnDef: 'hidden', value: 'web' },
      {
        name: 'horario',
        label: 'Horario',
        columnDef: 'html',
        col1: '<p><strong>Horario:</strong> de 9:00 a 14:00, recogida hasta las 14:30.</p>',
      },
      { name: 'recogida', label: 'Hora de recogida', columnDef: 'hourpicker' },
      { name: 'color', label: 'Color de equipo preferido', columnDef: 'colorpicker', value: '#1e88e5' },
    ],
  },
  partner: {
    id: 4,
    name: 'Torneo americano por parejas',
    poster: 'activity-americano.svg',
    startDays: 20,
    start: '17:00',
    end: { days: 0, time: '21:00' },
    description:
      '<p>Torneo americano para parejas de todos los niveles. Apúntate con tu pareja: buscadla entre los socios del club.</p>',
    onlineSignUp: true,
    partnerInscription: true,
    priceCents: 0,
    maxPlaces: null,
    categories: [],
    form: [],
  },
  noOnlineSignUp: {
    id: 5,
    name: 'Cena de fin de temporada',
    poster: 'activity-dinner.svg',
    startDays: 45,
    start: '21:00',
    end: null,
    description:
      '<p>La cena de fin de temporada con la entrega de premios de la liga. Las entradas se venden en la recepción del club.</p>',
    onlineSignUp: false,
    partnerInscription: false,
    priceCents: 0,
    maxPlaces: null,
    categories: [],
    form: [],
  },
} as const satisfies Record<string, DemoActivity>;
