// The home page's content (document 2, 2.10): the board banners, the testimonials and the team (text blocks of types
// testimonials and teams), and two more sponsors so the sponsors' carousel, 3 at a time, has two views.
import type { DatabaseSync } from 'node:sqlite';
import { CLUB_ID } from '../settings/settings-repository.ts';
import { getRow, insertRow } from './database.ts';
import { DEMO_ACTIVITIES, DEMO_FILE_CATEGORIES, daysBefore, type SeedContext } from './demo-club.ts';

/** The board banners in the club's order: image, title, text and where each leads. */
export const DEMO_BANNERS = [
  {
    title: 'Escuela de pádel y tenis',
    text: 'Clases para niños y adultos de todos los niveles. Reserva tu clase de prueba.',
    image: 'banner-escuela.svg',
    url: '/bookingtypes?school=true',
  },
  {
    title: 'Tienda del club',
    text: 'Palas, pelotas y textil con descuento para socios.',
    image: 'banner-tienda.svg',
    url: '/shop',
  },
  {
    title: DEMO_ACTIVITIES.direct.name,
    text: 'Trae a tu familia: clases de prueba gratuitas y visita a las instalaciones.',
    image: 'banner-puertas-abiertas.svg',
    url: `/activity/${DEMO_ACTIVITIES.direct.id}`,
  },
  {
    title: 'Noticias del club',
    text: 'Torneos, resultados y consejos de nuestros entrenadores en el blog.',
    image: 'banner-blog.svg',
    url: '/blog',
  },
] as const;

/** A testimonial or team member: the name as title, a small text (how they know the club, or their role). */
interface HomeTextBlock {
  title: string;
  smallText: string;
  text: string;
  image: string;
  daysAgo: number;
}

/** The testimonials, newest first: a customer's quote as text, their name as title, a portrait. */
export const DEMO_TESTIMONIALS: readonly HomeTextBlock[] = [
  {
    title: 'Marta Rodríguez',
    smallText: 'Socia desde 2019',
    text: 'Reservar pista desde el móvil es facilísimo y siempre encuentro partido de mi nivel. El ambiente del club es inmejorable.',
    image: 'testimonial-1.svg',
    daysAgo: 4,
  },
  {
    title: 'Javier Ortega',
    smallText: 'Alumno de la escuela de adultos',
    text: 'Empecé sin haber cogido nunca una pala y hoy juego la liga de invierno. Los entrenadores son geniales.',
    image: 'testimonial-2.svg',
    daysAgo: 11,
  },
  {
    title: 'Lucía Fernández',
    smallText: 'Madre de dos alumnos',
    text: 'Mis hijos esperan toda la semana la clase del sábado. Se nota el cariño con el que les enseñan.',
    image: 'testimonial-3.svg',
    daysAgo: 19,
  },
  {
    title: 'Carlos Medina',
    smallText: 'Socio desde 2021',
    text: 'Las pistas están siempre impecables y la iluminación es perfecta para jugar después del trabajo.',
    image: 'testimonial-4.svg',
    daysAgo: 26,
  },
  {
    title: 'Elena Santos',
    smallText: 'Jugadora de la liga',
    text: 'Los torneos sociales son la mejor forma de conocer gente. He hecho grandes amigas en el club.',
    image: 'testimonial-5.svg',
    daysAgo: 34,
  },
  {
    title: 'Pablo Navarro',
    smallText: 'Socio veterano',
    text: 'Llevo más de veinte años jugando al tenis aquí y el club no deja de mejorar. Un lujo tenerlo tan cerca.',
    image: 'testimonial-6.svg',
    daysAgo: 41,
  },
];

/** The team in the order the home page lists it (newest first): name, role, a short bio, a portrait. */
export const DEMO_TEAM: readonly HomeTextBlock[] = [
  {
    title: 'Raúl Domínguez',
    smallText: 'Director deportivo',
    text: 'Quince años entrenando a jugadores de todos los niveles. Organiza las ligas y el ranking del club.',
    image: 'team-1.svg',
    daysAgo: 60,
  },
  {
    title: 'Irene Castillo',
    smallText: 'Entrenadora de pádel',
    text: 'Exjugadora del circuito nacional. Dirige la escuela de adultos y los clinics de técnica.',
    image: 'team-2.svg',
    daysAgo: 61,
  },
  {
    title: 'Diego Molina',
    smallText: 'Entrenador de tenis',
    text: 'Monitor nacional de tenis. Le encanta enseñar a los más pequeños a disfrutar de la pista.',
    image: 'team-3.svg',
    daysAgo: 62,
  },
  {
    title: 'Nuria Vidal',
    smallText: 'Recepción y reservas',
    text: 'Te ayuda con tus reservas, bonos e inscripciones: la primera sonrisa al llegar al club.',
    image: 'team-4.svg',
    daysAgo: 63,
  },
  {
    title: 'Sergio Prieto',
    smallText: 'Preparador físico',
    text: 'Diseña los calentamientos y los planes de prevención de lesiones de los equipos del club.',
    image: 'team-5.svg',
    daysAgo: 64,
  },
];

/** The sponsors this area adds after the club area's four. */
export const DEMO_MORE_SPONSORS = [
  ['sponsor-5.svg', 'Óptica Punto de Set'],
  ['sponsor-6.svg', 'Talleres Vega Motor'],
] as const;

/** Seeds the banners, testimonials, team and the two sponsors. */
export function seedHome(db: DatabaseSync, { now }: SeedContext): void {
  DEMO_BANNERS.forEach((banner, position) =>
    insertRow(
      db,
      'INSERT INTO banners (club_id, position, title, text, image, url) VALUES (?, ?, ?, ?, ?, ?)',
      CLUB_ID,
      position,
      banner.title,
      banner.text,
      banner.image,
      banner.url,
    ),
  );
  const addBlocks = (type: 'testimonials' | 'teams', blocks: readonly HomeTextBlock[]): void => {
    for (const block of blocks) {
      insertRow(
        db,
        `INSERT INTO text_blocks (type, title, image, small_text, content, created) VALUES (?, ?, ?, ?, ?, ?)`,
        type,
        block.title,
        block.image,
        block.smallText,
        block.text,
        daysBefore(now, block.daysAgo),
      );
    }
  };
  addBlocks('testimonials', DEMO_TESTIMONIALS);
  addBlocks('teams', DEMO_TEAM);
  // After the sponsors the club area seeded.
  const files = `FROM file_uploads WHERE parent_name = 'CZConfig' AND parent_id = ? AND category = ?`;
  const first =
    getRow<{ next: number }>(
      db,
      `SELECT COALESCE(MAX(position) + 1, 0) AS next ${files}`,
      CLUB_ID,
      DEMO_FILE_CATEGORIES.sponsors,
    )?.next ?? 0;
  DEMO_MORE_SPONSORS.forEach(([fileName, description], index) =>
    insertRow(
      db,
      `INSERT INTO file_uploads (parent_name, parent_id, category, file_name, description, position)
       VALUES ('CZConfig', ?, ?, ?, ?, ?)`,
      CLUB_ID,
      DEMO_FILE_CATEGORIES.sponsors,
      fileName,
      description,
      first + index,
    ),
  );
}
