import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the content remote's home page sections ('content' namespace); keys are the English source texts. */
export const homeSectionTexts: Texts = {
  'en-US': {
    Activities: 'Activities',
    'See more': 'See more',
    Noticeboard: 'Noticeboard',
    Testimonials: 'Testimonials',
    'Our team': 'Our team',
    'Latest posts': 'Latest posts',
    Sponsors: 'Sponsors',
  },
  'es-ES': {
    Activities: 'Actividades',
    'See more': 'Ver más',
    Noticeboard: 'Tablón de anuncios',
    Testimonials: 'Testimonios',
    'Our team': 'Nuestro equipo',
    'Latest posts': 'Últimas entradas',
    Sponsors: 'Patrocinadores',
  },
  'fr-FR': {
    Activities: 'Activités',
    'See more': 'Voir plus',
    Noticeboard: "Tableau d'affichage",
    Testimonials: 'Témoignages',
    'Our team': 'Notre équipe',
    'Latest posts': 'Derniers articles',
    Sponsors: 'Partenaires',
  },
  'it-IT': {
    Activities: 'Attività',
    'See more': 'Vedi di più',
    Noticeboard: 'Bacheca',
    Testimonials: 'Testimonianze',
    'Our team': 'Il nostro team',
    'Latest posts': 'Ultimi articoli',
    Sponsors: 'Sponsor',
  },
};

addTexts('content', homeSectionTexts);
