// The content area of the demo data (document 3, 2 Blog and Customer communications): the blog's archive of posts
// (35 more, dated over the year before the newest seven of the club area, so the blog has pages to turn and the
// home page's latest and popular posts stay those seven), two more authors, and e-mails and SMS in every demo
// customer's communications.
import type { DatabaseSync } from 'node:sqlite';
import { allRows, insertRow } from './database.ts';
import { insertPosts, type SeedPost } from './seed-posts.ts';
import { DEMO_CLUB_TITLE, daysBefore, type SeedContext } from './demo-club.ts';

/** The authors this area adds; posts name an author by index: the three of the club area first, then these. */
const MORE_AUTHORS = [
  { name: 'Diego', surname: 'Torres' },
  { name: 'Nuria', surname: 'Campos' },
];

/** A title of the archive that names one post only, for tests and journeys that search the blog. */
export const DEMO_SEARCHED_POST = {
  search: 'Mundialito',
  title: 'Mundialito infantil de pádel: inscripciones abiertas',
};

const ARCHIVE_POSTS: SeedPost[] = [
  {
    title: 'Mundialito infantil de pádel: inscripciones abiertas',
    image: 'post-mundialito.svg',
    smallText:
      'Equipos de cuatro niños por país, partidos cortos y medallas para todos. Del 6 al 8 de diciembre.',
    content:
      '<p>El Mundialito infantil vuelve al club con equipos de cuatro jugadores que representan a un país.</p><p>Partidos a un set de seis juegos, comida en la terraza y medallas para todos los participantes.</p>',
    author: 3,
    daysAgo: 52,
    reads: 44,
  },
  {
    title: 'Cómo elegir tu primera pala de pádel',
    image: 'post-primera-pala.svg',
    smallText: 'Redonda, lágrima o diamante: te contamos qué forma y qué peso encajan con tu juego.',
    content:
      '<p>La forma de la pala decide el punto dulce. Una pala <strong>redonda</strong> perdona los golpes descentrados; una de <strong>diamante</strong> da potencia a quien ya domina el remate.</p><ul><li>Iniciación: redonda, 355-365 g.</li><li>Nivel medio: lágrima.</li><li>Avanzado: diamante.</li></ul>',
    author: 1,
    daysAgo: 58,
    reads: 71,
  },
  {
    title: 'Resultados de la liga de invierno',
    image: 'post-liga-invierno.svg',
    smallText: 'Las parejas Ruiz-Marín y Gil-Pardo ganan las categorías masculina y femenina.',
    content:
      '<p>Tras doce jornadas, la liga de invierno ya tiene campeones.</p><p>Gracias a las 64 parejas que han jugado cada semana y a los árbitros voluntarios.</p>',
    author: 0,
    daysAgo: 63,
    reads: 38,
  },
  {
    title: 'Clínic de pickleball para principiantes',
    image: 'post-clinic-pickleball.svg',
    smallText: 'Dos horas para aprender las reglas, el saque y la cocina. Palas incluidas.',
    content:
      '<p>El pickleball se aprende en una tarde. En este clínic verás el saque por abajo, la regla del doble bote y la zona de no volea.</p><p>Plazas limitadas a 16 personas.</p>',
    author: 4,
    daysAgo: 66,
    reads: 29,
  },
  {
    title: 'Calentamiento de diez minutos antes de jugar',
    image: 'post-calentamiento.svg',
    smallText: 'Movilidad, activación y unos golpes suaves: la rutina que evita lesiones.',
    content:
      '<ol><li>Movilidad de tobillos, caderas y hombros.</li><li>Desplazamientos laterales.</li><li>Peloteo suave desde el fondo.</li></ol><p>Diez minutos bastan para llegar al primer punto con el cuerpo preparado.</p>',
    author: 2,
    daysAgo: 72,
    reads: 55,
  },
  {
    title: 'Nueva cafetería en la terraza',
    image: 'post-cafeteria.svg',
    smallText: 'Desayunos, menús del día y zumos naturales con vistas a las pistas 1 a 4.',
    content:
      '<p>La terraza estrena cafetería con desayunos desde las 8:00 y menú del día de lunes a viernes.</p><p>Los socios tienen un 10 % de descuento.</p>',
    author: 2,
    daysAgo: 79,
    reads: 62,
  },
  {
    title: 'Torneo de tenis de otoño: cuadro final',
    image: 'post-tenis-otono.svg',
    smallText: 'Dieciséis jugadores llegan a octavos. La final se juega el domingo a las 11:00.',
    content:
      '<p>El torneo de tenis de otoño entra en su fase final con dieciséis jugadores.</p><p>Entrada libre a la grada para animar.</p>',
    author: 0,
    daysAgo: 85,
    reads: 33,
  },
  {
    title: 'Reglas básicas del pádel que todo el mundo confunde',
    image: 'post-reglas-basicas.svg',
    smallText: 'El saque, la pared y la red: las dudas que más oímos en recepción.',
    content:
      '<p>El saque se hace por debajo de la cintura y tras un bote. La pelota puede tocar la pared después de botar en tu campo, nunca antes.</p>',
    author: 1,
    daysAgo: 91,
    reads: 48,
  },
  {
    title: 'Jornada de puertas abiertas',
    image: 'post-puertas-abiertas.svg',
    smallText: 'Prueba gratis el pádel, el tenis y el pickleball con nuestros entrenadores.',
    content:
      '<p>El sábado abrimos el club a todo el que quiera probar. Habrá entrenadores en cada pista y material para prestar.</p>',
    author: 3,
    daysAgo: 98,
    reads: 40,
  },
  {
    title: 'Squash: vuelven las ligas de mediodía',
    image: 'post-squash-mediodia.svg',
    smallText: 'Partidos de 45 minutos entre las 13:00 y las 16:00 para jugar en la pausa de la comida.',
    content:
      '<p>La liga de squash de mediodía se juega en partidos cortos pensados para la pausa del trabajo.</p>',
    author: 4,
    daysAgo: 104,
    reads: 21,
  },
  {
    title: 'Entrevista a nuestra entrenadora jefe',
    image: 'post-entrevista.svg',
    smallText: 'Lucía lleva quince años en el club y forma a más de doscientos alumnos cada temporada.',
    content:
      '<p>Hablamos con Lucía sobre cómo ha cambiado la escuela, los torneos infantiles y sus consejos para mejorar.</p><blockquote>El mejor entrenamiento es el que te divierte.</blockquote>',
    author: 2,
    daysAgo: 111,
    reads: 67,
  },
  {
    title: 'Mantenimiento de las pistas exteriores',
    image: 'post-mantenimiento.svg',
    smallText: 'Las pistas 9 a 12 cierran el lunes por la mañana para cepillar y recargar arena.',
    content:
      '<p>Cada tres meses cepillamos el césped y reponemos arena en las pistas exteriores.</p><p>El lunes estarán cerradas de 8:00 a 14:00.</p>',
    author: 0,
    daysAgo: 117,
    reads: 12,
  },
  {
    title: 'La volea: cinco errores frecuentes',
    image: 'post-volea.svg',
    smallText: 'Empuñadura, posición de la pala y desplazamiento: corrige la volea en cinco pasos.',
    content:
      '<p>La volea se juega con la pala por delante y la muñeca firme.</p><ul><li>No armes el golpe.</li><li>Pisa hacia la pelota.</li></ul>',
    author: 1,
    daysAgo: 124,
    reads: 58,
  },
  {
    title: 'Campeonato de parejas mixtas',
    image: 'post-parejas-mixtas.svg',
    smallText: 'Tres categorías, fase de grupos y cuadro final con premios de material deportivo.',
    content:
      '<p>El campeonato de parejas mixtas reúne a jugadores de todos los niveles.</p><p>Inscripciones en recepción hasta el jueves.</p>',
    author: 3,
    daysAgo: 131,
    reads: 36,
  },
  {
    title: 'Nutrición para jugadores de pádel',
    image: 'post-nutricion.svg',
    smallText: 'Qué comer antes, durante y después de un partido largo.',
    content:
      '<p>Antes: hidratos de absorción lenta. Durante: agua y algo de fruta. Después: proteína y descanso.</p>',
    author: 4,
    daysAgo: 138,
    reads: 27,
  },
  {
    title: 'Horario de Navidad',
    image: 'post-navidad.svg',
    smallText: 'El 24 y el 31 cerramos a las 15:00; el 25 y el 1 de enero el club descansa.',
    content:
      '<p>Durante las fiestas cambian los horarios del club y de la escuela. Consulta el calendario en recepción.</p>',
    author: 2,
    daysAgo: 146,
    reads: 19,
  },
  {
    title: 'Pádel adaptado: nuevo grupo los martes',
    image: 'post-padel-adaptado.svg',
    smallText: 'Un grupo para personas con movilidad reducida con entrenadores formados.',
    content:
      '<p>Los martes a las 17:00 empieza un grupo de pádel adaptado con pistas accesibles y material específico.</p>',
    author: 0,
    daysAgo: 153,
    reads: 45,
  },
  {
    title: 'Las mejores bolas para jugar en invierno',
    image: 'post-bolas-invierno.svg',
    smallText: 'Con frío la bola bota menos: te explicamos qué presión elegir.',
    content:
      '<p>En invierno conviene una bola de presión alta, que mantiene el bote con temperaturas bajas.</p>',
    author: 1,
    daysAgo: 160,
    reads: 23,
  },
  {
    title: 'Nace el ranking del club',
    image: 'post-ranking.svg',
    smallText: 'Cada partido de liga y torneo suma puntos. Consulta tu posición en recepción.',
    content:
      '<p>El ranking del club ordena a los jugadores por los puntos de ligas y torneos de la temporada.</p>',
    author: 3,
    daysAgo: 168,
    reads: 52,
  },
  {
    title: 'Escuela de verano: resumen de la temporada',
    image: 'post-escuela-verano.svg',
    smallText: 'Más de 300 alumnos, cuatro campus y un torneo final con las familias.',
    content: '<p>Gracias a todas las familias que nos han acompañado este verano.</p>',
    author: 2,
    daysAgo: 176,
    reads: 31,
  },
  {
    title: 'Cuidado de la pala: que te dure más',
    image: 'post-cuidado-pala.svg',
    smallText: 'Protector, funda térmica y nada de coche al sol: consejos para tu pala.',
    content:
      '<p>El calor y los golpes contra la pared son los mayores enemigos de la pala. Guárdala en funda térmica.</p>',
    author: 4,
    daysAgo: 184,
    reads: 16,
  },
  {
    title: 'Torneo benéfico a favor del banco de alimentos',
    image: 'post-benefico.svg',
    smallText: 'Cada inscripción aporta cinco kilos de alimentos. Juega y ayuda.',
    content:
      '<p>El torneo benéfico recoge alimentos para el banco de alimentos del barrio.</p><p>El año pasado reunimos más de una tonelada.</p>',
    author: 0,
    daysAgo: 193,
    reads: 64,
  },
  {
    title: 'Tenis: nuevas clases para adultos',
    image: 'post-tenis-adultos.svg',
    smallText: 'Grupos de cuatro alumnos por nivel, por la mañana y por la tarde.',
    content: '<p>Abrimos grupos de tenis para adultos de iniciación, medio y avanzado.</p>',
    author: 1,
    daysAgo: 201,
    reads: 26,
  },
  {
    title: 'El globo defensivo, paso a paso',
    image: 'post-globo.svg',
    smallText: 'Altura, profundidad y dirección: cómo salir de la presión con un buen globo.',
    content:
      '<p>Un buen globo te da tiempo para recuperar la red. Apunta alto y profundo, hacia la esquina del revés rival.</p>',
    author: 1,
    daysAgo: 210,
    reads: 49,
  },
  {
    title: 'Asamblea anual de socios',
    image: 'post-asamblea.svg',
    smallText: 'Presupuestos, nuevas pistas y el calendario de la próxima temporada.',
    content:
      '<p>La asamblea anual se celebra en el salón social. Los socios recibirán el orden del día por correo.</p>',
    author: 2,
    daysAgo: 219,
    reads: 11,
  },
  {
    title: 'Pickleball en familia los domingos',
    image: 'post-pickleball-familia.svg',
    smallText: 'Pistas a mitad de precio para familias con niños de 8 a 14 años.',
    content:
      '<p>Los domingos por la mañana el pickleball es plan familiar: pistas a mitad de precio y palas gratis.</p>',
    author: 4,
    daysAgo: 228,
    reads: 35,
  },
  {
    title: 'Prevención de lesiones de codo',
    image: 'post-codo.svg',
    smallText: 'Qué es la epicondilitis y cómo evitarla con la técnica y el material adecuados.',
    content:
      '<p>El codo de tenista aparece con golpes mal ejecutados y palas demasiado duras. Consulta con nuestro fisioterapeuta.</p>',
    author: 3,
    daysAgo: 237,
    reads: 42,
  },
  {
    title: 'Ampliamos el aparcamiento',
    image: 'post-aparcamiento.svg',
    smallText: 'Cuarenta plazas más y cargadores para coches eléctricos.',
    content: '<p>El aparcamiento del club suma cuarenta plazas y seis cargadores eléctricos.</p>',
    author: 0,
    daysAgo: 247,
    reads: 14,
  },
  {
    title: 'Torneo express de los viernes',
    image: 'post-express.svg',
    smallText: 'Cuatro partidos en tres horas y premios para las dos mejores parejas.',
    content: '<p>Cada viernes a las 19:00, torneo express con partidos a nueve juegos.</p>',
    author: 3,
    daysAgo: 258,
    reads: 57,
  },
  {
    title: 'Preparación física para la temporada',
    image: 'post-preparacion.svg',
    smallText: 'Fuerza, velocidad y resistencia: el plan de ocho semanas de nuestro preparador.',
    content: '<p>Tres sesiones por semana combinando fuerza, velocidad de pies y resistencia.</p>',
    author: 4,
    daysAgo: 270,
    reads: 30,
  },
  {
    title: 'Los pequeños del club ganan el regional',
    image: 'post-regional.svg',
    smallText: 'El equipo alevín se proclama campeón del torneo regional por equipos.',
    content: '<p>Enhorabuena a nuestro equipo alevín, campeón regional tras una final muy igualada.</p>',
    author: 2,
    daysAgo: 283,
    reads: 69,
  },
  {
    title: 'Alquiler de material en recepción',
    image: 'post-alquiler.svg',
    smallText: 'Palas, raquetas y bolas para quien viene sin material.',
    content: '<p>En recepción alquilamos palas, raquetas de tenis y de squash, y vendemos bolas.</p>',
    author: 0,
    daysAgo: 297,
    reads: 9,
  },
  {
    title: 'La bandeja contra la reja',
    image: 'post-bandeja-reja.svg',
    smallText: 'Un ejercicio para llevar la bandeja a la esquina y ganar la red.',
    content:
      '<p>Desde la red, retrocede, golpea por delante y dirige la bola a la reja lateral del rival.</p>',
    author: 1,
    daysAgo: 312,
    reads: 46,
  },
  {
    title: 'Noche de pádel con música',
    image: 'post-noche-padel.svg',
    smallText: 'Partidos amistosos, música en directo y cena en la terraza.',
    content:
      '<p>Una noche para jugar sin presión y conocer a otros socios. Cena incluida en la inscripción.</p>',
    author: 3,
    daysAgo: 330,
    reads: 53,
  },
  {
    title: 'Bienvenidos a la nueva web del club',
    image: 'post-nueva-web.svg',
    smallText: 'Reserva pistas, paga cuotas y lee las noticias desde el móvil.',
    content: '<p>Estrenamos web: reservas, tienda, actividades y tus comunicaciones en un solo sitio.</p>',
    author: 2,
    daysAgo: 352,
    reads: 74,
  },
];

/** An e-mail or SMS of the demo communications, sent `daysAgo` days before the seed. */
interface SeedMessage {
  daysAgo: number;
  subject: string;
  body: (name: string) => string;
}

const paragraphs = (name: string, ...lines: string[]) =>
  [
    `<p>Hola ${name}:</p>`,
    ...lines.map((line) => `<p>${line}</p>`),
    `<p>Un saludo,<br>${DEMO_CLUB_TITLE}</p>`,
  ].join('\n');

const DEMO_EMAILS: SeedMessage[] = [
  {
    daysAgo: 40,
    subject: `${DEMO_CLUB_TITLE}: te damos la bienvenida`,
    body: (name) =>
      paragraphs(
        name,
        'Gracias por unirte al club. Desde la web puedes reservar pistas, apuntarte a partidos y actividades y pagar tus cuotas.',
        'Si tienes cualquier duda, escríbenos o pásate por recepción.',
      ),
  },
  {
    daysAgo: 21,
    subject: `${DEMO_CLUB_TITLE}: novedades de la escuela`,
    body: (name) =>
      paragraphs(
        name,
        'Abrimos nuevos grupos de adultos por las mañanas y de infantil los sábados.',
        '<strong>La primera clase de prueba es gratuita.</strong>',
      ),
  },
  {
    daysAgo: 8,
    subject: `${DEMO_CLUB_TITLE}: mantenimiento de las pistas exteriores`,
    body: (name) =>
      paragraphs(
        name,
        'El lunes por la mañana las pistas 9 a 12 estarán cerradas por mantenimiento.',
        'Disculpa las molestias.',
      ),
  },
];

const DEMO_SMS: Omit<SeedMessage, 'subject'>[] = [
  {
    daysAgo: 15,
    body: () => `${DEMO_CLUB_TITLE}: tu reserva de mañana a las 19:00 en la pista 3 está confirmada.`,
  },
  {
    daysAgo: 3,
    body: () => `${DEMO_CLUB_TITLE}: el torneo express del viernes tiene plazas libres. ¡Apúntate en la web!`,
  },
];

/** Seeds the blog's archive and the demo customers' e-mails and SMS. */
export function seedContent(db: DatabaseSync, { now }: SeedContext): void {
  const at = (daysAgo: number): string => daysBefore(now, daysAgo);
  const earlierAuthors = allRows<{ id: number }>(db, 'SELECT id FROM users ORDER BY id').map((row) => row.id);
  const authorIds = [
    ...earlierAuthors,
    ...MORE_AUTHORS.map((author) =>
      insertRow(db, 'INSERT INTO users (name, surname) VALUES (?, ?)', author.name, author.surname),
    ),
  ];
  insertPosts(db, ARCHIVE_POSTS, authorIds, now);

  // Every demo customer, children included (their parent reads them when acting for them).
  const customers = allRows<{ id: number; name: string; email: string | null; phone: string }>(
    db,
    'SELECT id, name, email, phone FROM customers ORDER BY id',
  );
  for (const customer of customers) {
    for (const mail of DEMO_EMAILS) {
      insertRow(
        db,
        'INSERT INTO outbox (customer_id, email, subject, body, created) VALUES (?, ?, ?, ?, ?)',
        customer.id,
        customer.email ?? '',
        mail.subject,
        mail.body(customer.name),
        at(mail.daysAgo),
      );
    }
    for (const sms of DEMO_SMS) {
      insertRow(
        db,
        'INSERT INTO customer_sms (customer_id, phone, body, created) VALUES (?, ?, ?, ?)',
        customer.id,
        customer.phone,
        sms.body(customer.name),
        at(sms.daysAgo),
      );
    }
  }
}
