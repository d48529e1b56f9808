import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts these pages share with the other booking pages (sport names).
import '../../lib/texts';

const NO_LEVEL =
  'You have no level yet. Use the Taykus app to find out your level or ask for information at the club';

/** The texts of the levels pages ('booking' namespace); keys are the English source texts. */
export const levelsTexts: Texts = {
  'en-US': {
    'Link your account with {{provider}}': 'Link your account with {{provider}}',
    'Level providers': 'Level providers',
    'Your {{provider}} levels come to the club: they show here and count to join matches.':
      'Your {{provider}} levels come to the club: they show here and count to join matches.',
    Levels: 'Levels',
    [NO_LEVEL]: NO_LEVEL,
    Crash: 'Crash',
    Comments: 'Comments',
    'Level change': 'Level change',
    'New level': 'New level',
    Match: 'Match',
    'See match': 'See match',
    '{{sport}} · {{provider}}': '{{sport}} · {{provider}}',
    'Linking your account': 'Linking your account',
    Error: 'Error',
  },
  'es-ES': {
    'Link your account with {{provider}}': 'Vincula tu cuenta de {{provider}}',
    'Level providers': 'Proveedores de nivel',
    'Your {{provider}} levels come to the club: they show here and count to join matches.':
      'Tus niveles de {{provider}} llegan al club: se muestran aquí y cuentan para apuntarte a partidos.',
    Levels: 'Niveles',
    [NO_LEVEL]:
      'Todavía no tienes nivel. Usa la app de Taykus para conocer tu nivel o pide información en el club',
    Crash: 'Error inesperado',
    Comments: 'Comentarios',
    'Level change': 'Cambio de nivel',
    'New level': 'Nuevo nivel',
    Match: 'Partido',
    'See match': 'Ver partido',
    '{{sport}} · {{provider}}': '{{sport}} · {{provider}}',
    'Linking your account': 'Vinculando tu cuenta',
    Error: 'Error',
  },
  'fr-FR': {
    'Link your account with {{provider}}': 'Associez votre compte {{provider}}',
    'Level providers': 'Fournisseurs de niveau',
    'Your {{provider}} levels come to the club: they show here and count to join matches.':
      'Vos niveaux {{provider}} arrivent au club : ils s’affichent ici et comptent pour rejoindre des matchs.',
    Levels: 'Niveaux',
    [NO_LEVEL]:
      'Vous n’avez pas encore de niveau. Utilisez l’application Taykus pour connaître votre niveau ou renseignez-vous au club',
    Crash: 'Erreur inattendue',
    Comments: 'Commentaires',
    'Level change': 'Variation de niveau',
    'New level': 'Nouveau niveau',
    Match: 'Match',
    'See match': 'Voir le match',
    '{{sport}} · {{provider}}': '{{sport}} · {{provider}}',
    'Linking your account': 'Association de votre compte',
    Error: 'Erreur',
  },
  'it-IT': {
    'Link your account with {{provider}}': 'Collega il tuo account {{provider}}',
    'Level providers': 'Fornitori di livello',
    'Your {{provider}} levels come to the club: they show here and count to join matches.':
      'I tuoi livelli {{provider}} arrivano al circolo: si vedono qui e contano per unirti alle partite.',
    Levels: 'Livelli',
    [NO_LEVEL]:
      'Non hai ancora un livello. Usa l’app Taykus per conoscere il tuo livello o chiedi informazioni al circolo',
    Crash: 'Errore imprevisto',
    Comments: 'Commenti',
    'Level change': 'Variazione di livello',
    'New level': 'Nuovo livello',
    Match: 'Partita',
    'See match': 'Vedi partita',
    '{{sport}} · {{provider}}': '{{sport}} · {{provider}}',
    'Linking your account': 'Collegamento del tuo account',
    Error: 'Errore',
  },
};

addTexts('booking', levelsTexts);

/** The no-level text's key, for the page and its tests. */
export const noLevelText = NO_LEVEL;
