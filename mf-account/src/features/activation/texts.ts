import { addTexts, type Texts } from '@club/shared-contracts/i18n';

// The texts of the activation page in the account namespace; keys are the English source texts. "Forgot your
// password?" is quoted as the login popup words it in each language, so the customer finds the link it names.

/** The activation page's texts in the four languages. */
export const activationTexts: Texts = {
  'en-US': {
    'Account activation': 'Account activation',
    'Activating your account…': 'Activating your account…',
    'Your registration has been completed!': 'Your registration has been completed!',
    'You can now log in with your email and password.': 'You can now log in with your email and password.',
    'Sorry your activation link is expired': 'Sorry your activation link is expired',
    'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.':
      'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.',
    Login: 'Login',
    'Back to the home page': 'Back to the home page',
    'Try again': 'Try again',
    'Something went wrong': 'Something went wrong',
  },
  'es-ES': {
    'Account activation': 'Activación de la cuenta',
    'Activating your account…': 'Activando tu cuenta…',
    'Your registration has been completed!': '¡Tu registro se ha completado!',
    'You can now log in with your email and password.':
      'Ya puedes iniciar sesión con tu email y tu contraseña.',
    'Sorry your activation link is expired': 'Lo sentimos, tu enlace de activación ha caducado',
    'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.':
      'Si ya has activado tu cuenta, inicia sesión. Si no, abre el inicio de sesión, elige «¿Has olvidado tu contraseña?» y escribe tu email: te enviaremos un nuevo enlace de activación.',
    Login: 'Iniciar sesión',
    'Back to the home page': 'Volver al inicio',
    'Try again': 'Reintentar',
    'Something went wrong': 'Algo ha ido mal',
  },
  'fr-FR': {
    'Account activation': 'Activation du compte',
    'Activating your account…': 'Activation de votre compte…',
    'Your registration has been completed!': 'Votre inscription est terminée !',
    'You can now log in with your email and password.':
      'Vous pouvez maintenant vous connecter avec votre adresse e-mail et votre mot de passe.',
    'Sorry your activation link is expired': "Désolé, votre lien d'activation a expiré",
    'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.':
      "Si vous avez déjà activé votre compte, connectez-vous. Sinon, ouvrez la connexion, choisissez « Mot de passe oublié ? » et saisissez votre adresse e-mail : nous vous enverrons un nouveau lien d'activation.",
    Login: 'Se connecter',
    'Back to the home page': "Retour à l'accueil",
    'Try again': 'Réessayer',
    'Something went wrong': "Une erreur s'est produite",
  },
  'it-IT': {
    'Account activation': "Attivazione dell'account",
    'Activating your account…': 'Attivazione del tuo account…',
    'Your registration has been completed!': 'La tua registrazione è stata completata!',
    'You can now log in with your email and password.':
      'Ora puoi accedere con la tua email e la tua password.',
    'Sorry your activation link is expired': 'Spiacenti, il tuo link di attivazione è scaduto',
    'If you have already activated your account, just log in. If not, open the login, choose "Forgot your password?" and enter your email: we will send you a new activation link.':
      "Se hai già attivato il tuo account, accedi. Altrimenti apri l'accesso, scegli «Password dimenticata?» e inserisci la tua email: ti invieremo un nuovo link di attivazione.",
    Login: 'Accedi',
    'Back to the home page': 'Torna alla home',
    'Try again': 'Riprova',
    'Something went wrong': 'Qualcosa è andato storto',
  },
};

// The page imports this module, so the texts are there whenever it is.
addTexts('account', activationTexts);
