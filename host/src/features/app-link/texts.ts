import { addTexts, type Texts } from '@club/shared-contracts/i18n';

// The texts of the pages the club's mobile app opens (/auto-login, /link-account) in the host's namespace; keys are
// the English source texts. Login and Try again come from the host's own list.
const texts: Texts = {
  'en-US': {
    'Back to the home page': 'Back to the home page',
    'Logging you in…': 'Logging you in…',
    'We could not log you in automatically': 'We could not log you in automatically',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      'The link from the app is not valid or has expired. Log in with your email and password to continue.',
    "This link is incomplete. Please open it again from the club's app.":
      "This link is incomplete. Please open it again from the club's app.",
    'Link the app to your account': 'Link the app to your account',
    'Log in with your club account to link it to the app. From then on, the app will log you in automatically.':
      'Log in with your club account to link it to the app. From then on, the app will log you in automatically.',
    'Your account is now linked to the app.': 'Your account is now linked to the app.',
    'You can go back to the app.': 'You can go back to the app.',
  },
  'es-ES': {
    'Back to the home page': 'Volver al inicio',
    'Logging you in…': 'Iniciando sesión…',
    'We could not log you in automatically': 'No hemos podido iniciar tu sesión automáticamente',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      'El enlace de la app no es válido o ha caducado. Inicia sesión con tu email y tu contraseña para continuar.',
    "This link is incomplete. Please open it again from the club's app.":
      'Este enlace está incompleto. Vuelve a abrirlo desde la app del club.',
    'Link the app to your account': 'Vincula la app a tu cuenta',
    'Log in with your club account to link it to the app. From then on, the app will log you in automatically.':
      'Inicia sesión con tu cuenta del club para vincularla a la app. A partir de entonces, la app iniciará tu sesión automáticamente.',
    'Your account is now linked to the app.': 'Tu cuenta ya está vinculada a la app.',
    'You can go back to the app.': 'Ya puedes volver a la app.',
  },
  'fr-FR': {
    'Back to the home page': 'Retour à l’accueil',
    'Logging you in…': 'Connexion en cours…',
    'We could not log you in automatically': "Nous n'avons pas pu vous connecter automatiquement",
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      "Le lien de l'application n'est pas valide ou a expiré. Connectez-vous avec votre e-mail et votre mot de passe pour continuer.",
    "This link is incomplete. Please open it again from the club's app.":
      "Ce lien est incomplet. Ouvrez-le à nouveau depuis l'application du club.",
    'Link the app to your account': "Associez l'application à votre compte",
    'Log in with your club account to link it to the app. From then on, the app will log you in automatically.':
      "Connectez-vous avec votre compte du club pour l'associer à l'application. Ensuite, l'application vous connectera automatiquement.",
    'Your account is now linked to the app.': "Votre compte est maintenant associé à l'application.",
    'You can go back to the app.': "Vous pouvez revenir à l'application.",
  },
  'it-IT': {
    'Back to the home page': 'Torna alla home',
    'Logging you in…': 'Accesso in corso…',
    'We could not log you in automatically': 'Non è stato possibile farti accedere automaticamente',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      "Il link dell'app non è valido o è scaduto. Accedi con la tua email e la tua password per continuare.",
    "This link is incomplete. Please open it again from the club's app.":
      "Questo link è incompleto. Aprilo di nuovo dall'app del club.",
    'Link the app to your account': "Collega l'app al tuo account",
    'Log in with your club account to link it to the app. From then on, the app will log you in automatically.':
      "Accedi con il tuo account del club per collegarlo all'app. Da quel momento, l'app ti farà accedere automaticamente.",
    'Your account is now linked to the app.': "Il tuo account è ora collegato all'app.",
    'You can go back to the app.': "Ora puoi tornare all'app.",
  },
};

// Both pages import this module, so the texts are there whenever a page is.
addTexts('host', texts);
