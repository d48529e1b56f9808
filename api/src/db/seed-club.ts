// The club area of the demo data: what the first version of the site seeded, in one piece.
import type { DatabaseSync } from 'node:sqlite';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { insertRow, runSql } from './database.ts';
import { insertPosts, type SeedPost } from './seed-posts.ts';
import {
  DEMO_CLUB_DESCRIPTION,
  DEMO_CLUB_TITLE,
  DEMO_CUSTOMERS,
  DEMO_FILE_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_PRODUCT_TYPES,
  daysBefore,
  netCents,
  type DemoProduct,
  type SeedContext,
} from './demo-club.ts';

const GENERAL_CONDITIONS = `<h2>Condiciones generales de uso</h2>
<p>Estas condiciones regulan el uso de las instalaciones y de los servicios en línea de <strong>Club Demo Pádel, S.L.</strong> (en adelante, «el Club»), con domicilio en Calle de Alcalá 245, 28028 Madrid. Al registrarte o realizar una reserva aceptas estas condiciones.</p>
<h3>1. Reservas</h3>
<ul>
  <li>Las pistas pueden reservarse con un máximo de 7 días de antelación (14 días para socios).</li>
  <li>La reserva se confirma cuando el pago se ha completado o cuando el Club la valida expresamente.</li>
  <li>Cada jugador debe estar registrado para figurar en una reserva o partido abierto.</li>
</ul>
<h3>2. Cancelaciones</h3>
<p>Puedes cancelar sin coste hasta <strong>24 horas</strong> antes del inicio. Pasado ese plazo, el importe no se reembolsa salvo que otro jugador ocupe la pista. Si la lluvia impide jugar en pistas exteriores, el Club devolverá el importe en tu monedero.</p>
<h3>3. Normas de la instalación</h3>
<ol>
  <li>Es obligatorio el uso de calzado deportivo adecuado para cada superficie.</li>
  <li>Respeta el horario reservado: la siguiente reserva empieza puntualmente.</li>
  <li>Los menores de 14 años deben estar acompañados por un adulto fuera de las clases de escuela.</li>
</ol>
<h3>4. Precios y pagos</h3>
<p>Los precios publicados incluyen el IVA vigente. Los pagos se realizan con tarjeta, monedero del Club o en recepción. Las cuotas de socio se cargan el primer día de cada mes.</p>
<p>Para cualquier duda escríbenos a <a href="mailto:info@clubdemopadel.example">info@clubdemopadel.example</a>.</p>`;

const WAIVER = `<h2>Exención de responsabilidad</h2>
<p>La práctica del pádel, el tenis y el resto de deportes del Club conlleva un riesgo inherente de lesión. Al participar en reservas, clases, partidos o eventos declaras que:</p>
<ul>
  <li>Te encuentras en buen estado de salud y no padeces ninguna condición que desaconseje la actividad física.</li>
  <li>Conoces y aceptas los riesgos propios de la práctica deportiva.</li>
  <li>Seguirás en todo momento las indicaciones del personal y de los entrenadores.</li>
</ul>
<h3>Menores de edad</h3>
<p>El padre, madre o tutor que inscribe a un menor asume esta declaración en su nombre y autoriza al Club a prestarle primeros auxilios en caso necesario.</p>
<h3>Objetos personales</h3>
<p>El Club dispone de taquillas, pero no se hace responsable de la pérdida o el robo de objetos no depositados en ellas.</p>
<p>Si tienes alguna limitación física, coméntalo con tu entrenador antes de empezar la clase.</p>`;

const PRIVACY_POLICY = `<h2>Política de privacidad</h2>
<p><strong>Responsable:</strong> Club Demo Pádel, S.L., Calle de Alcalá 245, 28028 Madrid. Delegado de protección de datos: <a href="mailto:privacidad@clubdemopadel.example">privacidad@clubdemopadel.example</a>.</p>
<h3>¿Qué datos tratamos?</h3>
<ul>
  <li>Datos identificativos y de contacto: nombre, apellidos, correo electrónico y teléfono.</li>
  <li>Datos de tu actividad: reservas, partidos, nivel de juego y compras.</li>
  <li>Datos de pago, tratados por nuestra pasarela de pago; el Club nunca almacena el número completo de tu tarjeta.</li>
</ul>
<h3>¿Para qué los usamos?</h3>
<ol>
  <li>Gestionar tu cuenta, tus reservas y tus pagos (ejecución del contrato).</li>
  <li>Enviarte comunicaciones sobre la actividad del Club si lo has autorizado (consentimiento).</li>
  <li>Cumplir las obligaciones contables y fiscales (obligación legal).</li>
</ol>
<h3>¿Cuánto tiempo los conservamos?</h3>
<p>Mientras mantengas tu cuenta activa y, después, durante los plazos legales de prescripción.</p>
<h3>Tus derechos</h3>
<p>Puedes acceder, rectificar, suprimir y portar tus datos, así como oponerte o limitar su tratamiento, escribiendo a la dirección anterior. También puedes reclamar ante la <a href="https://www.aepd.es">Agencia Española de Protección de Datos</a>.</p>`;

const COOKIES_POLICY = `<h2>Política de cookies</h2>
<p>Este sitio utiliza únicamente el almacenamiento local del navegador necesario para su funcionamiento. No usamos cookies publicitarias ni de seguimiento de terceros.</p>
<h3>Almacenamiento que utilizamos</h3>
<ul>
  <li><strong>Sesión:</strong> guarda tu sesión iniciada y caduca automáticamente.</li>
  <li><strong>Idioma:</strong> recuerda el idioma que has elegido.</li>
  <li><strong>Carrito:</strong> conserva los productos y reservas pendientes de pago.</li>
  <li><strong>Galería:</strong> evita descargar de nuevo las imágenes de la portada.</li>
</ul>
<h3>Cómo eliminarlo</h3>
<p>Al cerrar sesión se borran los datos de la sesión y del carrito. Puedes borrar todo el almacenamiento desde la configuración de tu navegador; consulta la ayuda de <a href="https://support.google.com/chrome/answer/95647">Chrome</a>, <a href="https://support.mozilla.org/kb/clear-cookies-and-site-data-firefox">Firefox</a> o <a href="https://support.apple.com/guide/safari/sfri11471/mac">Safari</a>.</p>`;

const HOME_TEMPLATE: Record<string, string> = {
  image1: 'header.svg',
  image2: 'gallery-1.svg',
  image3: 'gallery-2.svg',
  textSlideInLeft1: 'Tu club de pádel en Madrid',
  textSlideInLeft2: 'Escuela para todas las edades',
  textSlideInLeft3: 'Tenis, pickleball y squash',
  textSlideInUp1: 'Reserva pista en menos de un minuto',
  textSlideInUp2: 'Grupos reducidos por niveles',
  textSlideInUp3: 'Mucho más que pádel',
  textSmall1: '12 pistas cubiertas y panorámicas, abiertas todos los días.',
  textSmall2: 'Entrenadores titulados y clases de prueba gratuitas.',
  textSmall3: 'Pistas de tierra batida, pickleball y squash junto a la terraza.',
  textColor1: '#ffffff',
  textColor2: '#ffffff',
  textColor3: '#ffffff',
  textButton1: 'Reservar pista',
  textButton2: 'Ver la escuela',
  textButton3: 'Ver actividades',
  urlButton1: '/bookingtypes?bookings=true',
  urlButton2: '/bookingtypes?school=true',
  urlButton3: '/bookingtypes?events=true',
  wellcomeImage: 'welcome.svg',
  number1: '12',
  number2: '850',
  number3: '14',
  number4: '35',
  textNumbers1: 'Pistas',
  textNumbers2: 'Socios',
  textNumbers3: 'Entrenadores',
  textNumbers4: 'Años de club',
};

const AUTHORS = [
  { name: 'Marta', surname: 'Gil' },
  { name: 'Javier', surname: 'Ruiz' },
  { name: 'Lucía', surname: 'Navarro' },
];

const POSTS: SeedPost[] = [
  {
    title: 'Abrimos inscripciones para la escuela de otoño',
    image: 'post-1.svg',
    smallText:
      'Grupos de adultos e infantiles por niveles, de lunes a sábado. Primera clase de prueba gratuita.',
    content:
      '<p>Ya puedes apuntarte a la escuela de otoño. Formamos grupos de un máximo de cuatro alumnos por pista y nivel.</p><ul><li>Adultos: iniciación, medio y avanzado.</li><li>Infantil: de 6 a 15 años.</li></ul><p>Reserva tu clase de prueba desde la sección Escuela.</p>',
    author: 1,
    daysAgo: 2,
    reads: 140,
  },
  {
    title: 'Torneo social de primavera: cuadros y horarios',
    image: 'post-2.svg',
    smallText: 'Más de 120 parejas inscritas. Consulta tu cuadro, tus horarios y las normas del torneo.',
    content:
      '<p>El torneo social de primavera arranca el viernes con 120 parejas en seis categorías.</p><p>Los partidos se juegan al mejor de tres sets con punto de oro. La final será el domingo a las 12:00 con entrega de trofeos en la terraza.</p>',
    author: 0,
    daysAgo: 6,
    reads: 420,
  },
  {
    title: 'Nuevas pistas panorámicas 7 y 8',
    image: 'post-3.svg',
    smallText: 'Cristal panorámico, césped de última generación e iluminación LED. Ya se pueden reservar.',
    content:
      '<p>Las pistas 7 y 8 estrenan cristal panorámico, césped de fibra texturizada e iluminación LED sin sombras.</p><p>Ya están disponibles en el reservador al mismo precio que el resto de pistas cubiertas.</p>',
    author: 2,
    daysAgo: 11,
    reads: 310,
  },
  {
    title: 'Cinco ejercicios para mejorar tu bandeja',
    image: 'post-4.svg',
    smallText: 'Nuestro coordinador de escuela repasa los errores más comunes y cómo corregirlos en pista.',
    content:
      '<p>La bandeja es el golpe que más partidos decide en nivel medio. Estos son cinco ejercicios para entrenarla:</p><ol><li>Desplazamiento lateral con paso cruzado.</li><li>Impacto por delante del cuerpo.</li><li>Bandeja cruzada a la reja.</li><li>Bandeja paralela al cristal.</li><li>Recuperación de la red tras el golpe.</li></ol>',
    author: 1,
    daysAgo: 17,
    reads: 520,
  },
  {
    title: 'Liga de pádel por niveles: así funciona',
    image: 'post-5.svg',
    smallText: 'Grupos de seis parejas, un partido por semana y ascensos cada mes. Inscripción abierta.',
    content:
      '<p>La liga por niveles agrupa a las parejas en grupos de seis. Cada semana juegas un partido en el horario que acordéis.</p><p>Al final de cada mes, las dos primeras parejas suben de grupo y las dos últimas bajan.</p>',
    author: 0,
    daysAgo: 25,
    reads: 260,
  },
  {
    title: 'Campus de verano para peques',
    image: 'post-6.svg',
    smallText: 'Pádel, tenis, juegos y piscina para niños de 5 a 14 años, por semanas de julio.',
    content:
      '<p>El campus de verano combina pádel y tenis por la mañana con juegos y piscina. Horario de 9:00 a 14:00, con acogida desde las 8:00.</p><p>Hermanos y socios tienen un 10 % de descuento.</p>',
    author: 2,
    daysAgo: 34,
    reads: 190,
  },
  {
    title: 'Horario especial de Semana Santa',
    image: 'post-7.svg',
    smallText: 'Del jueves al lunes abrimos de 9:00 a 21:00. La escuela descansa esos días.',
    content:
      '<p>Durante Semana Santa el Club abre de 9:00 a 21:00. No habrá clases de escuela del jueves al lunes; las clases se recuperan la semana siguiente.</p>',
    author: 2,
    daysAgo: 48,
    reads: 80,
  },
];

interface SeedBookingType {
  name: string;
  description: string;
  extendedDescription: string;
  category: string;
  sport: string;
  image: string;
  byPlace: boolean;
  bookingByPlace: boolean;
  allowCreateBookByPlace: boolean;
  maxParticipants: number;
  concept: 'Booking' | 'School' | 'Match' | 'Event';
  grossCents: number;
}

const BOOKING_TYPES: SeedBookingType[] = [
  {
    name: 'Reserva de pista de pádel',
    description: 'Pistas cubiertas y panorámicas, 60, 90 o 120 minutos.',
    extendedDescription:
      '<p>Doce pistas de pádel, ocho cubiertas y cuatro exteriores. Incluye luz; alquiler de palas en recepción.</p>',
    category: 'Pádel',
    sport: 'Padel',
    image: 'bt-padel.svg',
    byPlace: false,
    bookingByPlace: false,
    allowCreateBookByPlace: false,
    maxParticipants: 4,
    concept: 'Booking',
    grossCents: 2400,
  },
  {
    name: 'Reserva de pista de tenis',
    description: 'Tierra batida y pista dura, iluminación nocturna.',
    extendedDescription:
      '<p>Dos pistas de tierra batida y una de pista dura. Bolas a la venta en recepción.</p>',
    category: 'Tenis',
    sport: 'Tennis',
    image: 'bt-tennis.svg',
    byPlace: false,
    bookingByPlace: false,
    allowCreateBookByPlace: false,
    maxParticipants: 4,
    concept: 'Booking',
    grossCents: 1600,
  },
  {
    name: 'Reserva de pista de pickleball',
    description: 'El deporte de moda: fácil de aprender y muy divertido.',
    extendedDescription: '<p>Dos pistas de pickleball junto a la terraza. Palas y bolas incluidas.</p>',
    category: 'Pickleball',
    sport: 'Pickleball',
    image: 'bt-pickleball.svg',
    byPlace: false,
    bookingByPlace: false,
    allowCreateBookByPlace: false,
    maxParticipants: 4,
    concept: 'Booking',
    grossCents: 1200,
  },
  {
    name: 'Reserva de pista de squash',
    description: 'Pista acristalada climatizada, 45 minutos.',
    extendedDescription:
      '<p>Una pista de squash con pared trasera de cristal. Gafas de protección en recepción.</p>',
    category: 'Squash',
    sport: 'Squash',
    image: 'bt-squash.svg',
    byPlace: false,
    bookingByPlace: false,
    allowCreateBookByPlace: false,
    maxParticipants: 2,
    concept: 'Booking',
    grossCents: 1000,
  },
  {
    name: 'Partido abierto de pádel',
    description: 'Únete a un partido de tu nivel o crea uno y deja que se apunten.',
    extendedDescription:
      '<p>Partidos de 90 minutos para cuatro jugadores. Cada jugador paga su plaza; el nivel se ajusta tras el partido si es competitivo.</p>',
    category: 'Pádel',
    sport: 'Padel',
    image: 'bt-match.svg',
    byPlace: true,
    bookingByPlace: true,
    allowCreateBookByPlace: true,
    maxParticipants: 4,
    concept: 'Match',
    grossCents: 600,
  },
  {
    name: 'Escuela de pádel adultos',
    description: 'Grupos de cuatro alumnos por nivel, una o dos clases por semana.',
    extendedDescription:
      '<p>Clases de 60 minutos con entrenadores titulados. Niveles de iniciación, medio y avanzado.</p>',
    category: 'Pádel',
    sport: 'Padel',
    image: 'bt-school.svg',
    byPlace: true,
    bookingByPlace: true,
    allowCreateBookByPlace: false,
    maxParticipants: 4,
    concept: 'School',
    grossCents: 1800,
  },
  {
    name: 'Escuela infantil de tenis',
    description: 'De 6 a 15 años, por edades y niveles.',
    extendedDescription: '<p>Mini-tenis para los más pequeños y grupos de competición para los mayores.</p>',
    category: 'Tenis',
    sport: 'Tennis',
    image: 'bt-kids.svg',
    byPlace: true,
    bookingByPlace: true,
    allowCreateBookByPlace: false,
    maxParticipants: 6,
    concept: 'School',
    grossCents: 1200,
  },
  {
    name: 'Americano de los viernes',
    description: 'Torneo exprés con cambio de pareja cada ronda y cena en la terraza.',
    extendedDescription:
      '<p>Dieciséis jugadores, cuatro pistas y siete rondas de 20 minutos. Incluye bebida y picoteo al terminar.</p>',
    category: 'Pádel',
    sport: 'Padel',
    image: 'bt-event.svg',
    byPlace: true,
    bookingByPlace: true,
    allowCreateBookByPlace: false,
    maxParticipants: 16,
    concept: 'Event',
    grossCents: 1500,
  },
  {
    name: 'Clínic de squash',
    description: 'Dos horas de técnica y táctica con nuestro entrenador.',
    extendedDescription: '<p>Para jugadores de nivel medio. Plazas limitadas a ocho participantes.</p>',
    category: 'Squash',
    sport: 'Squash',
    image: 'bt-event.svg',
    byPlace: true,
    bookingByPlace: true,
    allowCreateBookByPlace: false,
    maxParticipants: 8,
    concept: 'Event',
    grossCents: 2000,
  },
];

const MEMBERSHIPS = [
  {
    name: 'Socio individual',
    description: 'Reserva con 14 días de antelación, precio de socio en pistas y un 10 % en la tienda.',
    logo: 'membership-individual.svg',
    grossCents: 4500,
  },
  {
    name: 'Socio familiar',
    description: 'Las ventajas de socio para dos adultos y sus hijos menores de 18 años.',
    logo: 'membership-family.svg',
    grossCents: 7900,
  },
  {
    name: 'Abono joven',
    description: 'Para menores de 26 años: precio de socio en pistas de lunes a viernes hasta las 17:00.',
    logo: 'membership-youth.svg',
    grossCents: 2900,
  },
];

// Prepaid credit is not taxed when sold (it is taxed when spent), so net equals gross.
const VOUCHERS = [
  {
    name: 'Monedero 100 €',
    description: '100 € de saldo para reservas, clases y tienda por 90 €.',
    logo: 'voucher-100.svg',
    grossCents: 9000,
    creditCents: 10000,
  },
  {
    name: 'Monedero 50 €',
    description: '50 € de saldo para reservas, clases y tienda por 47,50 €.',
    logo: 'voucher-50.svg',
    grossCents: 4750,
    creditCents: 5000,
  },
  {
    name: 'Bono regalo 30 €',
    description: 'Regala pádel: 30 € de saldo para quien tú quieras.',
    logo: 'voucher-gift.svg',
    grossCents: 3000,
    creditCents: 3000,
  },
];

const GALLERY = [
  ['gallery-1.svg', 'Pistas de pádel cubiertas'],
  ['gallery-2.svg', 'Pista de tierra batida'],
  ['gallery-3.svg', 'Bolas nuevas para el torneo'],
  ['gallery-4.svg', 'Palas de la escuela'],
  ['gallery-5.svg', 'Atardecer en la terraza'],
  ['gallery-6.svg', 'Trofeos del torneo social'],
] as const;

const SPONSORS = [
  ['sponsor-1.svg', 'Deportes Ribera'],
  ['sponsor-2.svg', 'Agua Sierra Clara'],
  ['sponsor-3.svg', 'Fisio Centro Activa'],
  ['sponsor-4.svg', 'Café La Volea'],
] as const;

/**
 * The club area: settings and legal texts, home page, the demo customers, posts, booking types, memberships, voucher
 * offers with Ana's and Lucas's vouchers, gallery and sponsors, and the first six products.
 */
export function seedClub(db: DatabaseSync, { now, passwordHash }: SeedContext): void {
  const at = (daysAgo: number): string => daysBefore(now, daysAgo);
  runSql(
    db,
    `INSERT INTO club (id, title, description, phone, email, open_hours, address, facebook, twitter, instagram,
       buttons_color, font_family, footer_color, currency_symbol, decimal_separator, time_zone, culture, format_culture,
       date_format, main_logo, url_logo, uploads_path, header_image, register_on, has_shop, price_with_taxes, coords,
       general_conditions, waiver, privacy_policy_full, cookies_policy)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    CLUB_ID,
    DEMO_CLUB_TITLE,
    DEMO_CLUB_DESCRIPTION,
    '+34 910 123 456',
    'info@clubdemopadel.example',
    'Lunes a viernes de 7:30 a 23:00 · Sábados, domingos y festivos de 8:00 a 22:00',
    'Calle de Alcalá 245, 28028 Madrid',
    'https://www.facebook.com/clubdemopadel',
    'https://x.com/clubdemopadel',
    'https://www.instagram.com/clubdemopadel',
    '#0b7a75',
    'Inter, system-ui, sans-serif',
    '#10302f',
    '€',
    ',',
    'Europe/Madrid',
    'es-ES',
    'es-ES',
    'dd/MM/yyyy HH:mm',
    'club-logo.svg',
    '/uploads/club-logo.svg',
    '/uploads/',
    'header.svg',
    1,
    1,
    1,
    '40.4168,-3.7038',
    GENERAL_CONDITIONS,
    WAIVER,
    PRIVACY_POLICY,
    COOKIES_POLICY,
  );

  const relatedClubs = [
    [
      'Club Demo Pádel Las Rozas',
      'Avenida de Atenas 12, 28232 Las Rozas de Madrid',
      'https://lasrozas.clubdemopadel.example',
      'related-las-rozas.svg',
    ],
    [
      'Club Demo Pádel Valencia',
      'Avenida de los Naranjos 40, 46022 València',
      'https://valencia.clubdemopadel.example',
      'related-valencia.svg',
    ],
  ] as const;
  relatedClubs.forEach(([name, address, url, image], position) =>
    insertRow(
      db,
      'INSERT INTO related_clubs (club_id, position, name, address, url, image) VALUES (?, ?, ?, ?, ?, ?)',
      CLUB_ID,
      position,
      name,
      address,
      url,
      image,
    ),
  );

  for (const [key, value] of Object.entries(HOME_TEMPLATE)) {
    runSql(db, 'INSERT INTO home_template (club_id, key, value) VALUES (?, ?, ?)', CLUB_ID, key, value);
  }

  const addCustomer = (
    customer: { name: string; surname: string; email?: string; okRss?: boolean },
    status: 'Active' | 'Temporary',
    passwordHash: string | null,
    phone: string,
    parentId: number | null,
  ): number =>
    insertRow(
      db,
      `INSERT INTO customers (parent_id, name, surname, email, phone, status, password_hash, ok_rss, accept_conditions, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      parentId,
      customer.name,
      customer.surname,
      customer.email ?? null,
      phone,
      status,
      passwordHash,
      customer.okRss ? 1 : 0,
      at(400),
    );
  const anaId = addCustomer(DEMO_CUSTOMERS.ana, 'Active', passwordHash, '+34 600 111 222', null);
  const lucasId = addCustomer(DEMO_CUSTOMERS.lucas, 'Active', null, '', anaId);
  addCustomer(DEMO_CUSTOMERS.sofia, 'Active', null, '', anaId);
  addCustomer(DEMO_CUSTOMERS.bruno, 'Active', passwordHash, '+34 600 333 444', null);
  addCustomer(DEMO_CUSTOMERS.temporary, 'Temporary', passwordHash, '+34 600 555 666', null);
  addCustomer(DEMO_CUSTOMERS.legacy, 'Active', null, '+34 600 777 888', null);

  const authorIds = AUTHORS.map((author) =>
    insertRow(db, 'INSERT INTO users (name, surname) VALUES (?, ?)', author.name, author.surname),
  );
  insertPosts(db, POSTS, authorIds, now);

  BOOKING_TYPES.forEach((type, position) =>
    insertRow(
      db,
      `INSERT INTO booking_types (position, name, description, extended_description, category, sport, image, by_place,
         booking_by_place, allow_create_book_by_place, max_participants, concept, gross_cents, net_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      position,
      type.name,
      type.description,
      type.extendedDescription,
      type.category,
      type.sport,
      type.image,
      type.byPlace ? 1 : 0,
      type.bookingByPlace ? 1 : 0,
      type.allowCreateBookByPlace ? 1 : 0,
      type.maxParticipants,
      type.concept,
      type.grossCents,
      netCents(type.grossCents),
    ),
  );

  MEMBERSHIPS.forEach((membership, position) =>
    insertRow(
      db,
      'INSERT INTO memberships (position, name, description, logo, gross_cents, net_cents) VALUES (?, ?, ?, ?, ?, ?)',
      position,
      membership.name,
      membership.description,
      membership.logo,
      membership.grossCents,
      netCents(membership.grossCents),
    ),
  );

  const voucherIds = VOUCHERS.map((voucher, position) =>
    insertRow(
      db,
      `INSERT INTO voucher_offers (position, name, description, logo, gross_cents, net_cents, credit_cents)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      position,
      voucher.name,
      voucher.description,
      voucher.logo,
      voucher.grossCents,
      voucher.grossCents,
      voucher.creditCents,
    ),
  );

  const holdVoucher = (customerId: number, offerId: number, movements: Array<[number, number]>): void => {
    const balance = movements.reduce((sum, [amount]) => sum + amount, 0);
    const voucherId = insertRow(
      db,
      'INSERT INTO customer_vouchers (customer_id, offer_id, balance_cents, created) VALUES (?, ?, ?, ?)',
      customerId,
      offerId,
      balance,
      at(movements[0]?.[1] ?? 0),
    );
    let current = 0;
    for (const [amount, daysAgo] of movements) {
      insertRow(
        db,
        `INSERT INTO voucher_movements (customer_voucher_id, amount_cents, previous_cents, current_cents, created)
         VALUES (?, ?, ?, ?, ?)`,
        voucherId,
        amount,
        current,
        current + amount,
        at(daysAgo),
      );
      current += amount;
    }
  };
  // Ana recharged the 100 € wallet and spent part of it; Lucas got a gift voucher.
  holdVoucher(anaId, voucherIds[0] ?? 1, [
    [10000, 40],
    [-2400, 30],
    [-1350, 12],
    [-600, 3],
  ]);
  holdVoucher(lucasId, voucherIds[2] ?? 3, [[3000, 20]]);

  const addFiles = (category: string, files: ReadonlyArray<readonly [string, string]>): void =>
    files.forEach(([fileName, description], position) =>
      insertRow(
        db,
        `INSERT INTO file_uploads (parent_name, parent_id, category, file_name, description, position)
         VALUES ('CZConfig', ?, ?, ?, ?, ?)`,
        CLUB_ID,
        category,
        fileName,
        description,
        position,
      ),
    );
  addFiles(DEMO_FILE_CATEGORIES.gallery, GALLERY);
  addFiles(DEMO_FILE_CATEGORIES.sponsors, SPONSORS);

  const typeIds = new Map(
    DEMO_PRODUCT_TYPES.map((name, position) => [
      name,
      insertRow(db, 'INSERT INTO product_types (position, name) VALUES (?, ?)', position, name),
    ]),
  );
  for (const product of Object.values(DEMO_PRODUCTS) as DemoProduct[]) {
    insertRow(
      db,
      `INSERT INTO products (id, product_type_id, name, logo, detail, description, gross_cents, net_cents, stock,
         transport_required, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      product.id,
      typeIds.get(product.type) ?? null,
      product.name,
      product.logo,
      product.detail,
      product.description,
      product.grossCents,
      netCents(product.grossCents),
      product.stock,
      product.transportRequired ? 1 : 0,
      at(product.daysAgo),
    );
  }
}
