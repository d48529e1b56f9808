// The demo shop's full catalogue (issue "Step 4"): five product types and 62 products, of which the first six are
// DEMO_PRODUCTS of the club area (ids, prices and stock unchanged: the cart, orders and journeys name them). This
// area adds the fifth type and products 7 to 62, the club's popular and trending picks and the members' price list.
import type { DatabaseSync } from 'node:sqlite';
import type { Pictogram, ProductImageSpec } from '../shop/product-image.ts';
import { allRows, getRow, insertRow, runSql } from './database.ts';
import {
  DEMO_CUSTOMERS,
  DEMO_MEMBER_PRICE_LIST,
  DEMO_PRODUCTS,
  DEMO_PRODUCT_TYPES,
  daysBefore,
  netCents,
  type DemoProduct,
  type SeedContext,
} from './demo-club.ts';

/** The demo shop's product types in filter order, with the colour of their product pictures. */
export const DEMO_CATALOG_TYPES = [
  { name: 'Palas', color: '#0b7a75' },
  { name: 'Pelotas', color: '#c98a0c' },
  { name: 'Textil', color: '#1f6fb2' },
  { name: 'Accesorios', color: '#b0413e' },
  { name: 'Calzado', color: '#5b48c2' },
] as const;

/** The name of a demo product type. */
export type DemoTypeName = (typeof DEMO_CATALOG_TYPES)[number]['name'];

/** A product of the catalogue beyond DEMO_PRODUCTS; its picture is generated from `short` and `pictogram`. */
export interface CatalogProduct {
  id: number;
  type: DemoTypeName;
  name: string;
  /** The short name on the picture. */
  short: string;
  pictogram: Pictogram;
  description: string;
  /** The detail's first paragraph; the features become a list and `note` a closing paragraph in bold. */
  intro: string;
  features: string[];
  note?: string;
  grossCents: number;
  /** The price for customers on the members' price list; none means they pay the shop price. */
  memberCents?: number;
  stock: number | null;
  transportRequired: boolean;
  daysAgo: number;
  /** False for a product taken off sale (kept for old orders, answered 404 by the shop). */
  onSale?: boolean;
}

/** Name of the members' price list: Ana and her children are on it (a family membership). */
export const MEMBER_PRICE_LIST = DEMO_MEMBER_PRICE_LIST;

/** The popular products in the club's order (GET /api/products/popular-products; the shop's sidebar). */
export const DEMO_POPULAR_IDS = [2, 1, 43, 8, 18, 28, 5] as const;
/** The trending products in the club's order (the home page's section). */
export const DEMO_TRENDING_IDS = [7, 14, 11, 26, 22, 39, 41, 56] as const;

const p = (
  id: number,
  type: DemoTypeName,
  name: string,
  short: string,
  pictogram: Pictogram,
  rest: Omit<CatalogProduct, 'id' | 'type' | 'name' | 'short' | 'pictogram'>,
): CatalogProduct => ({ id, type, name, short, pictogram, ...rest });

/** Products 7 to 62. */
export const DEMO_CATALOG_PRODUCTS: readonly CatalogProduct[] = [
  // Palas
  p(7, 'Palas', 'Pala Control Soft 2025', 'Control', 'racket', {
    description: 'Pala redonda de tacto blando para jugadores que buscan colocar la bola con precisión.',
    intro: 'Goma EVA soft y marco tubular de fibra de carbono: salida de bola cómoda y mucho control.',
    features: ['Peso: 355 g', 'Forma: redonda', 'Balance: bajo'],
    note: 'Novedad de la temporada.',
    grossCents: 11990,
    memberCents: 10790,
    stock: 5,
    transportRequired: true,
    daysAgo: 1,
  }),
  p(8, 'Palas', 'Pala Power Diamond X', 'Power X', 'racket', {
    description: 'Pala de potencia para remates planos y por tres metros.',
    intro: 'Superficie de carbono 18K con rugosidad 3D para dar efecto a la bola en el remate.',
    features: ['Peso: 370 g', 'Forma: diamante', 'Balance: alto', 'Núcleo: EVA hard'],
    grossCents: 22900,
    memberCents: 20610,
    stock: 3,
    transportRequired: true,
    daysAgo: 14,
  }),
  p(9, 'Palas', 'Pala Iniciación Junior', 'Junior', 'racket', {
    description: 'Pala ligera para niños de 8 a 12 años que empiezan en la escuela.',
    intro: 'Tamaño reducido y peso contenido para aprender la técnica sin cargar el brazo.',
    features: ['Peso: 300 g', 'Longitud: 44 cm', 'Edad: de 8 a 12 años'],
    grossCents: 4990,
    stock: null,
    transportRequired: true,
    daysAgo: 33,
  }),
  p(10, 'Palas', 'Pala Híbrida Carbon 18K', 'Híbrida 18K', 'racket', {
    description: 'Forma de lágrima con punto dulce amplio. Agotada hasta la próxima remesa.',
    intro:
      'El equilibrio entre la pala de control y la de potencia, con el punto dulce desplazado hacia arriba.',
    features: ['Peso: 360 g', 'Forma: lágrima', 'Carbono 18K'],
    grossCents: 18900,
    stock: 0,
    transportRequired: true,
    daysAgo: 50,
  }),
  p(11, 'Palas', 'Pala Lágrima Tour', 'Lágrima', 'racket', {
    description: 'La pala que usan los entrenadores del club en las clases de perfeccionamiento.',
    intro: 'Polivalente: defiende con comodidad y ataca con decisión.',
    features: ['Peso: 365 g', 'Forma: lágrima', 'Balance: medio'],
    grossCents: 15900,
    memberCents: 14310,
    stock: null,
    transportRequired: true,
    daysAgo: 7,
  }),
  p(12, 'Palas', 'Pala Ligera Mujer Air', 'Air', 'racket', {
    description: 'Pala ligera y manejable con puño de diámetro reducido.',
    intro: 'Pensada para un juego rápido en la red y para proteger el codo.',
    features: ['Peso: 340 g', 'Forma: redonda', 'Puño reducido'],
    grossCents: 13500,
    stock: 4,
    transportRequired: true,
    daysAgo: 27,
  }),
  p(13, 'Palas', 'Pala Fibra de Vidrio Club', 'Club', 'racket', {
    description: 'Pala resistente y económica para jugar los fines de semana.',
    intro: 'Caras de fibra de vidrio y goma blanda: perdona los golpes descentrados.',
    features: ['Peso: 360 g', 'Forma: redonda', 'Fibra de vidrio'],
    grossCents: 6990,
    stock: null,
    transportRequired: true,
    daysAgo: 75,
  }),
  p(14, 'Palas', 'Pala Pro Tour Edición Limitada', 'Pro Tour', 'racket', {
    description: 'Edición numerada de la pala de competición, solo unas pocas unidades.',
    intro: 'Marco reforzado con Kevlar y caras de carbono 24K para la máxima rigidez.',
    features: ['Peso: 375 g', 'Forma: diamante', 'Edición numerada'],
    note: 'Incluye funda térmica de regalo.',
    grossCents: 29900,
    stock: 1,
    transportRequired: true,
    daysAgo: 2,
  }),
  p(15, 'Palas', 'Pala Redonda Confort', 'Confort', 'racket', {
    description: 'Pala cómoda y tolerante para jugadores con molestias en el codo.',
    intro: 'Núcleo de goma muy blanda que absorbe las vibraciones de cada golpe.',
    features: ['Peso: 350 g', 'Forma: redonda', 'Sistema antivibración'],
    grossCents: 8990,
    stock: null,
    transportRequired: true,
    daysAgo: 120,
  }),
  p(16, 'Palas', 'Pala Pickleball Graphite', 'Pickleball', 'racket', {
    description: 'Pala de pickleball con cara de grafito y núcleo de polímero.',
    intro: 'Cara de grafito texturizada para dar efecto y núcleo de nido de abeja silencioso.',
    features: ['Peso: 225 g', 'Cara de grafito', 'Homologada USAP'],
    grossCents: 7900,
    stock: 6,
    transportRequired: true,
    daysAgo: 44,
  }),
  p(17, 'Palas', 'Raqueta de tenis Baseline 300', 'Tenis 300', 'racket', {
    description: 'Raqueta de tenis de 300 gramos para juego desde el fondo de la pista.',
    intro: 'Cabeza de 100 pulgadas y patrón de cordaje abierto 16x19.',
    features: ['Peso: 300 g sin cordaje', 'Cabeza: 100 pulgadas', 'Patrón: 16x19'],
    grossCents: 16900,
    memberCents: 15210,
    stock: 2,
    transportRequired: true,
    daysAgo: 66,
  }),
  // Pelotas
  p(18, 'Pelotas', 'Pelotas Pro Speed (bote de 3)', 'Pro Speed', 'can', {
    description: 'Pelotas rápidas de competición con fieltro de larga duración.',
    intro: 'Bote presurizado de tres pelotas con núcleo rápido para las pistas cubiertas.',
    features: ['3 pelotas', 'Presurizadas', 'Aprobadas por la federación'],
    grossCents: 695,
    memberCents: 595,
    stock: null,
    transportRequired: false,
    daysAgo: 5,
  }),
  p(19, 'Pelotas', 'Caja de 24 botes de pelotas', 'Caja 24', 'box', {
    description: 'La caja de la temporada: 24 botes de pelotas oficiales del club.',
    intro: 'El formato de los equipos y las escuelas: sale más barato que el bote suelto.',
    features: ['24 botes de 3 pelotas', 'Presurizadas', 'Envío a domicilio'],
    grossCents: 12900,
    memberCents: 11500,
    stock: 8,
    transportRequired: true,
    daysAgo: 18,
  }),
  p(20, 'Pelotas', 'Pelotas de tenis Championship (4)', 'Tenis x4', 'can', {
    description: 'Pelotas de tenis para todo tipo de superficie.',
    intro: 'Fieltro extra duradero, ideal para la tierra batida del club.',
    features: ['4 pelotas', 'Todas las superficies'],
    grossCents: 790,
    stock: null,
    transportRequired: false,
    daysAgo: 36,
  }),
  p(21, 'Pelotas', 'Pelotas de entrenamiento sin presión (12)', 'Sin presión', 'ball', {
    description: 'Bolsa de doce pelotas que no pierden el bote: para el cesto de entrenamiento.',
    intro: 'Sin presurizar: mantienen el mismo bote durante meses.',
    features: ['12 pelotas', 'Sin presión', 'Bolsa con cierre'],
    grossCents: 1990,
    stock: null,
    transportRequired: false,
    daysAgo: 58,
  }),
  p(22, 'Pelotas', 'Pelotas de pickleball Outdoor (6)', 'Pickle x6', 'ball', {
    description: 'Pelotas perforadas para las pistas exteriores de pickleball.',
    intro: 'Cuarenta agujeros y plástico duro para un vuelo estable con viento.',
    features: ['6 pelotas', '40 agujeros', 'Uso exterior'],
    grossCents: 1490,
    stock: null,
    transportRequired: false,
    daysAgo: 11,
  }),
  p(23, 'Pelotas', 'Pelotas de squash doble punto (2)', 'Squash', 'ball', {
    description: 'Las pelotas de competición de squash, de bote muy lento.',
    intro: 'Doble punto amarillo: necesitan calentarse antes de jugar.',
    features: ['2 pelotas', 'Doble punto amarillo'],
    grossCents: 890,
    stock: null,
    transportRequired: false,
    daysAgo: 95,
  }),
  p(24, 'Pelotas', 'Cesta recogepelotas', 'Cesta', 'basket', {
    description: 'Cesta metálica con capacidad para 75 pelotas.',
    intro: 'Se recogen las pelotas sin agacharse y las patas la convierten en soporte.',
    features: ['Capacidad: 75 pelotas', 'Patas plegables'],
    grossCents: 3490,
    stock: 4,
    transportRequired: true,
    daysAgo: 130,
  }),
  p(25, 'Pelotas', 'Pelotas de pádel infantil baja presión', 'Infantil', 'can', {
    description: 'Pelotas de bote lento para los alumnos más pequeños de la escuela.',
    intro: 'Un 25 % menos de presión: la bola va más despacio y da tiempo a prepararse.',
    features: ['3 pelotas', 'Baja presión', 'De 5 a 10 años'],
    grossCents: 650,
    stock: null,
    transportRequired: false,
    daysAgo: 23,
  }),
  p(26, 'Pelotas', 'Bote de pelotas edición torneo social', 'Torneo', 'can', {
    description: 'Bote conmemorativo del torneo social de primavera.',
    intro: 'Las mismas pelotas del torneo, en un bote con el cartel de esta edición.',
    features: ['3 pelotas', 'Bote de colección'],
    grossCents: 750,
    stock: 30,
    transportRequired: false,
    daysAgo: 4,
  }),
  p(27, 'Pelotas', 'Tubo presurizador de pelotas', 'Presurizador', 'pump', {
    description: 'Mantiene la presión de las pelotas abiertas durante semanas.',
    intro: 'Bombea aire hasta la presión del bote nuevo y conserva las pelotas como recién abiertas.',
    features: ['Para 4 pelotas', 'Indicador de presión'],
    grossCents: 2490,
    stock: null,
    transportRequired: false,
    daysAgo: 150,
  }),
  p(28, 'Pelotas', 'Pack 6 botes Pro Speed', 'Pack 6', 'box', {
    description: 'Seis botes de Pro Speed para toda la temporada.',
    intro: 'Dieciocho pelotas rápidas: lo que gasta una pareja en un mes de partidos.',
    features: ['6 botes de 3 pelotas', 'Presurizadas'],
    grossCents: 3890,
    memberCents: 3490,
    stock: 15,
    transportRequired: false,
    daysAgo: 29,
  }),
  // Textil
  p(29, 'Textil', 'Camiseta técnica mujer', 'Mujer', 'shirt', {
    description: 'Camiseta entallada de tejido técnico con el escudo del club.',
    intro: 'Tejido ligero que expulsa el sudor y se seca en minutos.',
    features: ['Tallas: XS a XL', 'Tejido reciclado'],
    grossCents: 2490,
    memberCents: 2190,
    stock: 10,
    transportRequired: true,
    daysAgo: 9,
  }),
  p(30, 'Textil', 'Polo del club piqué', 'Polo', 'shirt', {
    description: 'Polo de algodón piqué para el día a día en el club.',
    intro: 'El polo de los entrenadores y del personal de recepción.',
    features: ['100 % algodón', 'Tallas: S a XXL'],
    grossCents: 3290,
    stock: null,
    transportRequired: true,
    daysAgo: 41,
  }),
  p(31, 'Textil', 'Pantalón corto técnico', 'Short', 'shorts', {
    description: 'Pantalón corto con bolsillos profundos para guardar la pelota.',
    intro: 'Tejido elástico en cuatro direcciones que acompaña cada movimiento.',
    features: ['Dos bolsillos', 'Cintura elástica', 'Tallas: S a XXL'],
    grossCents: 2790,
    stock: null,
    transportRequired: true,
    daysAgo: 53,
  }),
  p(32, 'Textil', 'Falda pantalón de pádel', 'Falda', 'skirt', {
    description: 'Falda con malla interior y bolsillo para la pelota.',
    intro: 'Cómoda en los desplazamientos laterales, con malla interior antirozaduras.',
    features: ['Malla interior', 'Bolsillo lateral', 'Tallas: XS a XL'],
    grossCents: 2990,
    stock: 7,
    transportRequired: true,
    daysAgo: 16,
  }),
  p(33, 'Textil', 'Sudadera con capucha del club', 'Sudadera', 'hoodie', {
    description: 'Sudadera de felpa con el escudo bordado. Agotada hasta la próxima remesa.',
    intro: 'Felpa perchada por dentro para las mañanas frías en las pistas exteriores.',
    features: ['Escudo bordado', 'Bolsillo canguro', 'Tallas: S a XXL'],
    grossCents: 4490,
    memberCents: 3990,
    stock: 0,
    transportRequired: true,
    daysAgo: 70,
  }),
  p(34, 'Textil', 'Chándal de competición', 'Chándal', 'hoodie', {
    description: 'Chándal oficial de los equipos del club.',
    intro: 'Chaqueta y pantalón de tejido técnico con los colores del club.',
    features: ['Chaqueta y pantalón', 'Tallas infantiles y de adulto'],
    grossCents: 6990,
    stock: null,
    transportRequired: true,
    daysAgo: 100,
  }),
  p(35, 'Textil', 'Calcetines técnicos (3 pares)', 'Calcetines', 'sock', {
    description: 'Calcetines acolchados que evitan las ampollas en los partidos largos.',
    intro: 'Acolchado en talón y puntera y tejido transpirable en el empeine.',
    features: ['3 pares', 'Tallas: 35-38, 39-42, 43-46'],
    grossCents: 1290,
    stock: null,
    transportRequired: false,
    daysAgo: 13,
  }),
  p(36, 'Textil', 'Muñequeras de rizo (2)', 'Muñequeras', 'band', {
    description: 'Par de muñequeras de algodón absorbente.',
    intro: 'Evitan que el sudor llegue al puño de la pala.',
    features: ['2 unidades', 'Algodón de rizo'],
    grossCents: 690,
    stock: null,
    transportRequired: false,
    daysAgo: 85,
  }),
  p(37, 'Textil', 'Cinta de pelo del club', 'Cinta', 'band', {
    description: 'Cinta elástica para el pelo con el escudo del club.',
    intro: 'Sujeta el pelo y el sudor sin apretar.',
    features: ['Talla única', 'Escudo bordado'],
    grossCents: 590,
    stock: null,
    transportRequired: false,
    daysAgo: 110,
  }),
  p(38, 'Textil', 'Visera transpirable', 'Visera', 'cap', {
    description: 'Visera ligera para las pistas exteriores.',
    intro: 'Banda interior absorbente y cierre ajustable de velcro.',
    features: ['Talla única', 'Protección solar UPF 50'],
    grossCents: 1500,
    stock: null,
    transportRequired: false,
    daysAgo: 24,
  }),
  p(39, 'Textil', 'Camiseta infantil de la escuela', 'Escuela', 'shirt', {
    description: 'La camiseta de los alumnos de la escuela infantil.',
    intro: 'Camiseta técnica con los colores de cada nivel de la escuela.',
    features: ['Tallas: 4 a 14 años', 'Tejido técnico'],
    grossCents: 1690,
    stock: 12,
    transportRequired: true,
    daysAgo: 6,
  }),
  // Accesorios
  p(40, 'Accesorios', 'Protector de pala transparente', 'Protector', 'protector', {
    description: 'Cinta protectora para el marco de la pala.',
    intro: 'Protege el marco de los golpes contra el suelo y la pared sin cambiar el peso.',
    features: ['Transparente', 'Para todas las palas'],
    grossCents: 790,
    stock: null,
    transportRequired: false,
    daysAgo: 12,
  }),
  p(41, 'Accesorios', 'Mochila de pádel Tour', 'Mochila', 'backpack', {
    description: 'Mochila con compartimento para dos palas y zapatillero.',
    intro: 'Compartimento acolchado para las palas, zapatillero ventilado y bolsillo para el portátil.',
    features: ['Capacidad: 30 litros', 'Zapatillero ventilado', 'Bolsillo térmico'],
    grossCents: 5490,
    memberCents: 4940,
    stock: 6,
    transportRequired: true,
    daysAgo: 8,
  }),
  p(42, 'Accesorios', 'Bolsa de deporte grande', 'Bolsa', 'bag', {
    description: 'Bolsa de deporte de 60 litros con el escudo del club.',
    intro: 'Cabe todo lo de un fin de semana de torneo.',
    features: ['Capacidad: 60 litros', 'Correa acolchada'],
    grossCents: 4290,
    stock: null,
    transportRequired: true,
    daysAgo: 61,
  }),
  p(43, 'Accesorios', 'Botella térmica del club 750 ml', 'Botella', 'bottle', {
    description: 'Botella de acero inoxidable que mantiene el agua fría 24 horas.',
    intro: 'Doble pared de acero inoxidable y tapón antigoteo.',
    features: ['750 ml', 'Frío 24 horas', 'Sin BPA'],
    grossCents: 1990,
    memberCents: 1790,
    stock: 25,
    transportRequired: false,
    daysAgo: 19,
  }),
  p(44, 'Accesorios', 'Toalla de microfibra', 'Toalla', 'towel', {
    description: 'Toalla compacta de microfibra con secado ultrarrápido.',
    intro: 'Ocupa muy poco en el paletero y se seca en un momento.',
    features: ['Medidas: 40 x 80 cm', 'Funda incluida'],
    grossCents: 1490,
    stock: null,
    transportRequired: false,
    daysAgo: 47,
  }),
  p(45, 'Accesorios', 'Grip de recambio confort', 'Grip', 'grip', {
    description: 'Grip base acolchado para renovar el puño de la pala.',
    intro: 'Sustituye el grip original cuando pierde el acolchado.',
    features: ['1 unidad', 'Grosor: 2 mm'],
    grossCents: 990,
    stock: null,
    transportRequired: false,
    daysAgo: 37,
  }),
  p(46, 'Accesorios', 'Antivibrador de tenis (2)', 'Antivibrador', 'dampener', {
    description: 'Dos antivibradores de silicona para el cordaje.',
    intro: 'Reducen la vibración del cordaje y el ruido del golpe.',
    features: ['2 unidades', 'Silicona'],
    grossCents: 450,
    stock: null,
    transportRequired: false,
    daysAgo: 140,
  }),
  p(47, 'Accesorios', 'Gafas de protección de squash', 'Gafas', 'glasses', {
    description: 'Gafas homologadas, obligatorias en los torneos juveniles de squash.',
    intro: 'Lente de policarbonato antiempañamiento y patillas ajustables.',
    features: ['Homologadas', 'Antiempañamiento'],
    grossCents: 2290,
    stock: 3,
    transportRequired: false,
    daysAgo: 88,
  }),
  p(48, 'Accesorios', 'Funda térmica para pala', 'Funda', 'bag', {
    description: 'Funda acolchada que protege la pala del calor del coche.',
    intro: 'El calor deforma la goma de la pala: esta funda lo evita.',
    features: ['Aislamiento térmico', 'Para una pala'],
    grossCents: 1990,
    stock: null,
    transportRequired: false,
    daysAgo: 56,
  }),
  p(49, 'Accesorios', 'Cordaje de tenis multifilamento', 'Cordaje', 'strings', {
    description: 'Set de cordaje de 12 metros, suave para el brazo.',
    intro: 'Multifilamento de nailon con buena potencia y confort.',
    features: ['12 metros', 'Calibre: 1,30 mm'],
    note: 'Encordado en recepción en 24 horas.',
    grossCents: 1590,
    stock: null,
    transportRequired: false,
    daysAgo: 160,
  }),
  p(50, 'Accesorios', 'Rodillera de compresión', 'Rodillera', 'knee', {
    description: 'Rodillera elástica que da estabilidad en los cambios de dirección.',
    intro: 'Compresión graduada y refuerzo de silicona alrededor de la rótula.',
    features: ['Tallas: S a XL', 'Tejido transpirable'],
    grossCents: 2490,
    stock: null,
    transportRequired: false,
    daysAgo: 31,
  }),
  // Calzado
  p(51, 'Calzado', 'Zapatillas de pádel Clay Pro', 'Clay Pro', 'shoe', {
    description: 'Zapatillas con suela de espiga para pistas de césped artificial.',
    intro: 'Suela de espiga que agarra en la arena y amortiguación en el talón.',
    features: ['Suela de espiga', 'Tallas: 38 a 47'],
    grossCents: 8990,
    memberCents: 8090,
    stock: 9,
    transportRequired: true,
    daysAgo: 15,
  }),
  p(52, 'Calzado', 'Zapatillas de pádel mujer Grip', 'Grip W', 'shoe', {
    description: 'Zapatillas ligeras de horma estrecha.',
    intro: 'Horma femenina, puntera reforzada y suela mixta.',
    features: ['Suela mixta', 'Tallas: 35 a 42'],
    grossCents: 7990,
    stock: 5,
    transportRequired: true,
    daysAgo: 22,
  }),
  p(53, 'Calzado', 'Zapatillas infantiles Velcro', 'Infantil', 'shoe', {
    description: 'Zapatillas con cierre de velcro para los alumnos de la escuela.',
    intro: 'Se ponen y se quitan solos, sin cordones que se desaten.',
    features: ['Cierre de velcro', 'Tallas: 28 a 37'],
    grossCents: 3990,
    stock: null,
    transportRequired: true,
    daysAgo: 45,
  }),
  p(54, 'Calzado', 'Zapatillas de tenis Omni', 'Omni', 'shoe', {
    description: 'Zapatillas de tenis para todas las superficies.',
    intro: 'Suela omni que funciona igual en tierra batida y en pista dura.',
    features: ['Suela omni', 'Tallas: 39 a 46'],
    grossCents: 9490,
    stock: 4,
    transportRequired: true,
    daysAgo: 26,
  }),
  p(55, 'Calzado', 'Zapatillas indoor de squash', 'Indoor', 'shoe', {
    description: 'Zapatillas de suela clara que no marca el parqué.',
    intro: 'Suela de goma clara con agarre en el parqué de la pista de squash.',
    features: ['Suela que no marca', 'Tallas: 38 a 46'],
    grossCents: 6990,
    stock: null,
    transportRequired: true,
    daysAgo: 80,
  }),
  p(56, 'Calzado', 'Zapatillas de pádel Carbon Lite', 'Carbon Lite', 'shoe', {
    description: 'Las zapatillas más ligeras de la tienda, con placa de carbono.',
    intro: 'Placa de carbono en la media suela para una respuesta explosiva.',
    features: ['Peso: 290 g', 'Placa de carbono', 'Tallas: 39 a 46'],
    note: 'Últimas unidades.',
    grossCents: 12990,
    stock: 2,
    transportRequired: true,
    daysAgo: 17,
  }),
  p(57, 'Calzado', 'Zapatillas de pádel Control', 'Control', 'shoe', {
    description: 'Zapatillas resistentes para jugar varias veces por semana.',
    intro: 'Refuerzo en la puntera para arrastrar el pie sin desgastarlas.',
    features: ['Puntera reforzada', 'Tallas: 38 a 47'],
    grossCents: 5990,
    stock: null,
    transportRequired: true,
    daysAgo: 65,
  }),
  p(58, 'Calzado', 'Zapatillas de pickleball Court', 'Court', 'shoe', {
    description: 'Zapatillas estables para los desplazamientos cortos del pickleball.',
    intro: 'Base ancha y suela de espiga fina para la pista de pickleball.',
    features: ['Base ancha', 'Tallas: 37 a 46'],
    grossCents: 6490,
    stock: null,
    transportRequired: true,
    daysAgo: 35,
  }),
  p(59, 'Calzado', 'Plantillas de gel', 'Plantillas', 'insole', {
    description: 'Plantillas con gel en talón y antepié.',
    intro: 'Amortiguan el impacto de cada salto y se recortan a la medida.',
    features: ['Recortables', 'Tallas: 35 a 46'],
    grossCents: 1990,
    stock: null,
    transportRequired: false,
    daysAgo: 105,
  }),
  p(60, 'Calzado', 'Chanclas de recuperación', 'Chanclas', 'slide', {
    description: 'Chanclas acolchadas para después del partido.',
    intro: 'Espuma blanda que descansa el pie después de jugar.',
    features: ['Espuma de recuperación', 'Tallas: 36 a 47'],
    grossCents: 2490,
    stock: null,
    transportRequired: false,
    daysAgo: 21,
  }),
  p(61, 'Calzado', 'Cordones de repuesto (2 pares)', 'Cordones', 'laces', {
    description: 'Cordones planos de repuesto para las zapatillas.',
    intro: 'Cordones resistentes al desgaste de los ojales.',
    features: ['2 pares', 'Largo: 120 cm'],
    grossCents: 390,
    stock: null,
    transportRequired: false,
    daysAgo: 170,
  }),
  p(62, 'Calzado', 'Zapatillas de pádel Edición 2023', 'Edición 2023', 'shoe', {
    description: 'El modelo de la temporada pasada, ya retirado de la tienda.',
    intro: 'Modelo descatalogado: se conserva para los pedidos que lo incluyen.',
    features: ['Suela mixta'],
    grossCents: 6990,
    stock: null,
    transportRequired: true,
    daysAgo: 300,
    onSale: false,
  }),
];

const slug = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The picture file of a catalogue product, e.g. `product-07-control.svg`. */
export const catalogLogo = (product: CatalogProduct): string =>
  `product-${String(product.id).padStart(2, '0')}-${slug(product.short)}.svg`;

/** What the picture of a catalogue product shows: its type's colour, its pictogram and its short name. */
export const catalogImageSpec = (product: CatalogProduct): ProductImageSpec => ({
  title: product.name,
  label: product.short,
  color: DEMO_CATALOG_TYPES.find((type) => type.name === product.type)?.color ?? '#444444',
  pictogram: product.pictogram,
  variant: product.id,
});

/** A product's HTML detail: the intro paragraph, the features list and the bold note. */
export const catalogDetail = (product: CatalogProduct): string =>
  `<p>${product.intro}</p><ul>${product.features.map((feature) => `<li>${feature}</li>`).join('')}</ul>` +
  (product.note ? `<p><strong>${product.note}</strong></p>` : '');

/** A demo product as the database holds it (tests read expectations from these). */
export interface DemoCatalogEntry {
  id: number;
  type: DemoTypeName;
  name: string;
  logo: string;
  detail: string;
  description: string;
  grossCents: number;
  netCents: number;
  memberCents: number | null;
  stock: number | null;
  transportRequired: boolean;
  onSale: boolean;
  daysAgo: number;
}

/** Every demo product, DEMO_PRODUCTS first. */
export function demoCatalog(): DemoCatalogEntry[] {
  const first = (Object.values(DEMO_PRODUCTS) as DemoProduct[]).map((product) => ({
    id: product.id,
    type: product.type,
    name: product.name,
    logo: product.logo,
    detail: product.detail,
    description: product.description,
    grossCents: product.grossCents,
    netCents: netCents(product.grossCents),
    memberCents: null,
    stock: product.stock,
    transportRequired: product.transportRequired,
    onSale: true,
    daysAgo: product.daysAgo,
  }));
  const rest = DEMO_CATALOG_PRODUCTS.map((product) => ({
    id: product.id,
    type: product.type,
    name: product.name,
    logo: catalogLogo(product),
    detail: catalogDetail(product),
    description: product.description,
    grossCents: product.grossCents,
    netCents: netCents(product.grossCents),
    memberCents: product.memberCents ?? null,
    stock: product.stock,
    transportRequired: product.transportRequired,
    onSale: product.onSale ?? true,
    daysAgo: product.daysAgo,
  }));
  return [...first, ...rest];
}

/** Seeds the catalogue (after the club area's customers and first products); `now` dates the products. */
export function seedDemoCatalog(db: DatabaseSync, { now }: SeedContext): void {
  const typeIds = new Map<string, number>(
    allRows<{ id: number; name: string }>(db, 'SELECT id, name FROM product_types').map((row) => [
      row.name,
      row.id,
    ]),
  );
  DEMO_CATALOG_TYPES.forEach((type, position) => {
    if (!typeIds.has(type.name)) {
      const id = insertRow(
        db,
        'INSERT INTO product_types (position, name) VALUES (?, ?)',
        position,
        type.name,
      );
      typeIds.set(type.name, id);
    }
  });
  if (DEMO_PRODUCT_TYPES.some((name) => !typeIds.has(name))) throw new Error('demo product types missing');

  for (const product of DEMO_CATALOG_PRODUCTS) {
    insertRow(
      db,
      `INSERT INTO products (id, product_type_id, name, logo, detail, description, gross_cents, net_cents, stock,
         transport_required, on_sale, created)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      product.id,
      typeIds.get(product.type) ?? null,
      product.name,
      catalogLogo(product),
      catalogDetail(product),
      product.description,
      product.grossCents,
      netCents(product.grossCents),
      product.stock,
      product.transportRequired ? 1 : 0,
      product.onSale === false ? 0 : 1,
      daysBefore(now, product.daysAgo),
    );
  }

  DEMO_POPULAR_IDS.forEach((id, position) =>
    runSql(db, 'UPDATE products SET popular_position = ? WHERE id = ?', position + 1, id),
  );
  DEMO_TRENDING_IDS.forEach((id, position) =>
    runSql(db, 'UPDATE products SET trending_position = ? WHERE id = ?', position + 1, id),
  );

  const listId = insertRow(db, 'INSERT INTO price_lists (name) VALUES (?)', MEMBER_PRICE_LIST);
  for (const product of DEMO_CATALOG_PRODUCTS) {
    if (product.memberCents === undefined) continue;
    runSql(
      db,
      'INSERT INTO price_list_products (price_list_id, product_id, gross_cents, net_cents) VALUES (?, ?, ?, ?)',
      listId,
      product.id,
      product.memberCents,
      netCents(product.memberCents),
    );
  }
  // A database of an earlier version may no longer hold Ana (her account removed): the list then has no members.
  const ana = getRow<{ id: number }>(
    db,
    'SELECT id FROM customers WHERE email = ?',
    DEMO_CUSTOMERS.ana.email,
  );
  const members = ana
    ? allRows<{ id: number }>(db, 'SELECT id FROM customers WHERE id = ? OR parent_id = ?', ana.id, ana.id)
    : [];
  for (const member of members) {
    runSql(
      db,
      'INSERT INTO customer_price_lists (customer_id, price_list_id) VALUES (?, ?)',
      member.id,
      listId,
    );
  }
}
