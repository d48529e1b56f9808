import { addTexts, type Texts } from '@club/shared-contracts/i18n';
// The texts the activity page shares with the other content pages.
import '../../lib/texts';

/** The texts of the activity page and its sign-up ('content' namespace); keys are the English source texts. */
export const activityTexts: Texts = {
  'en-US': {
    Starts: 'Starts',
    Ends: 'Ends',
    Price: 'Price',
    Free: 'Free',
    'Sign Up': 'Sign Up',
    'Sign Up Done!': 'Sign Up Done!',
    'Already In!': 'Already In!',
    Share: 'Share',
    'Please login or register': 'Please login or register',
    'To sign up to {{name}} you need an account at the club.':
      'To sign up to {{name}} you need an account at the club.',
    Login: 'Login',
    Register: 'Register',
    'Sign up to {{name}}': 'Sign up to {{name}}',
    Category: 'Category',
    'Choose a category': 'Choose a category',
    Required: 'Required',
    Partner: 'Partner',
    'I accept the legal conditions': 'I accept the legal conditions',
    'Please accept our legal conditions': 'Please accept our legal conditions',
    'I agree to receive advertising or promotional information.':
      'I agree to receive advertising or promotional information.',
    Cancel: 'Cancel',
  },
  'es-ES': {
    Starts: 'Empieza',
    Ends: 'Termina',
    Price: 'Precio',
    Free: 'Gratis',
    'Sign Up': 'Inscribirme',
    'Sign Up Done!': '¡Inscripción hecha!',
    'Already In!': '¡Ya estás inscrito!',
    Share: 'Compartir',
    'Please login or register': 'Inicia sesión o regístrate',
    'To sign up to {{name}} you need an account at the club.':
      'Para inscribirte en {{name}} necesitas una cuenta en el club.',
    Login: 'Iniciar sesión',
    Register: 'Registrarme',
    'Sign up to {{name}}': 'Inscripción en {{name}}',
    Category: 'Categoría',
    'Choose a category': 'Elige una categoría',
    Required: 'Obligatorio',
    Partner: 'Pareja',
    'I accept the legal conditions': 'Acepto las condiciones legales',
    'Please accept our legal conditions': 'Por favor, acepta nuestras condiciones legales',
    'I agree to receive advertising or promotional information.':
      'Acepto recibir información publicitaria o promocional.',
    Cancel: 'Cancelar',
  },
  'fr-FR': {
    Starts: 'Début',
    Ends: 'Fin',
    Price: 'Prix',
    Free: 'Gratuit',
    'Sign Up': 'M’inscrire',
    'Sign Up Done!': 'Inscription faite !',
    'Already In!': 'Déjà inscrit !',
    Share: 'Partager',
    'Please login or register': 'Connectez-vous ou inscrivez-vous',
    'To sign up to {{name}} you need an account at the club.':
      'Pour vous inscrire à {{name}}, il vous faut un compte au club.',
    Login: 'Se connecter',
    Register: 'Créer un compte',
    'Sign up to {{name}}': 'Inscription à {{name}}',
    Category: 'Catégorie',
    'Choose a category': 'Choisissez une catégorie',
    Required: 'Obligatoire',
    Partner: 'Partenaire',
    'I accept the legal conditions': "J'accepte les conditions légales",
    'Please accept our legal conditions': 'Veuillez accepter nos conditions légales',
    'I agree to receive advertising or promotional information.':
      "J'accepte de recevoir des informations publicitaires ou promotionnelles.",
    Cancel: 'Annuler',
  },
  'it-IT': {
    Starts: 'Inizio',
    Ends: 'Fine',
    Price: 'Prezzo',
    Free: 'Gratuito',
    'Sign Up': 'Iscriviti',
    'Sign Up Done!': 'Iscrizione fatta!',
    'Already In!': 'Sei già iscritto!',
    Share: 'Condividi',
    'Please login or register': 'Accedi o registrati',
    'To sign up to {{name}} you need an account at the club.':
      'Per iscriverti a {{name}} ti serve un account del club.',
    Login: 'Accedi',
    Register: 'Registrati',
    'Sign up to {{name}}': 'Iscrizione a {{name}}',
    Category: 'Categoria',
    'Choose a category': 'Scegli una categoria',
    Required: 'Obbligatorio',
    Partner: 'Compagno',
    'I accept the legal conditions': 'Accetto le condizioni legali',
    'Please accept our legal conditions': 'Accetta le nostre condizioni legali',
    'I agree to receive advertising or promotional information.':
      'Accetto di ricevere informazioni pubblicitarie o promozionali.',
    Cancel: 'Annulla',
  },
};

addTexts('content', activityTexts);
