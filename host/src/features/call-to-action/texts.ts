// The call to action's texts ('host' namespace; 'Make your booking' is in src/app/texts.ts).
import { addTexts } from '@club/shared-contracts/i18n';

addTexts('host', {
  'en-US': {
    'Welcome to {{club}}': 'Welcome to {{club}}',
    'The club in numbers': 'The club in numbers',
  },
  'es-ES': {
    'Welcome to {{club}}': 'Bienvenido a {{club}}',
    'The club in numbers': 'El club en cifras',
  },
  'fr-FR': {
    'Welcome to {{club}}': 'Bienvenue à {{club}}',
    'The club in numbers': 'Le club en chiffres',
  },
  'it-IT': {
    'Welcome to {{club}}': 'Benvenuto a {{club}}',
    'The club in numbers': 'Il club in cifre',
  },
});
