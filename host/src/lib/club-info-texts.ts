// The texts of the club's contact details, social links and gallery, shown by the menu and the footer.
import { addTexts } from '@club/shared-contracts/i18n';

addTexts('host', {
  'en-US': {
    'Opening hours': 'Opening hours',
    Phone: 'Phone',
    Address: 'Address',
    'E-mail': 'E-mail',
    '(opens in a new tab)': '(opens in a new tab)',
    'Social networks': 'Social networks',
    Gallery: 'Gallery',
  },
  'es-ES': {
    'Opening hours': 'Horario',
    Phone: 'Teléfono',
    Address: 'Dirección',
    'E-mail': 'Correo electrónico',
    '(opens in a new tab)': '(se abre en una pestaña nueva)',
    'Social networks': 'Redes sociales',
    Gallery: 'Galería',
  },
  'fr-FR': {
    'Opening hours': "Horaires d'ouverture",
    Phone: 'Téléphone',
    Address: 'Adresse',
    'E-mail': 'E-mail',
    '(opens in a new tab)': "(s'ouvre dans un nouvel onglet)",
    'Social networks': 'Réseaux sociaux',
    Gallery: 'Galerie',
  },
  'it-IT': {
    'Opening hours': 'Orari di apertura',
    Phone: 'Telefono',
    Address: 'Indirizzo',
    'E-mail': 'E-mail',
    '(opens in a new tab)': '(si apre in una nuova scheda)',
    'Social networks': 'Social network',
    Gallery: 'Galleria',
  },
});
