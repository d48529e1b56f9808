import { addTexts, type Texts } from '@club/shared-contracts/i18n';

// The texts of the pages the club's mobile app opens (/auto-login, /link-account) in the host's namespace; keys are
// the English source texts. Login and Try again come from the host's own list.
const texts: Texts = {
  'en-US': {
    "This page links the club's app to your account and works only inside the app. Open it from the app.":
      "This page links the club's app to your account and works only inside the app. Open it from the app.",
    'Checking the link…': 'Checking the link…',
    "the club's app": "The club's app",
    '{{app}} asks to be linked to your club account.': '{{app}} asks to be linked to your club account.',
    'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.':
      'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.',
    'Account: {{name}}': 'Account: {{name}}',
    Confirm: 'Confirm',
    'Not now': 'Not now',
    'Log in with your club account to continue.': 'Log in with your club account to continue.',
    'This link from the app is not valid. Ask the app for a new one.':
      'This link from the app is not valid. Ask the app for a new one.',
    'This link from the app has already been used. Ask the app for a new one.':
      'This link from the app has already been used. Ask the app for a new one.',
    'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.':
      'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.',
    'Back to the home page': 'Back to the home page',
    'Logging you in…': 'Logging you in…',
    'We could not log you in automatically': 'We could not log you in automatically',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      'The link from the app is not valid or has expired. Log in with your email and password to continue.',
    "This link is incomplete. Please open it again from the club's app.":
      "This link is incomplete. Please open it again from the club's app.",
    'Link the app to your account': 'Link the app to your account',
    'Your account is now linked to the app.': 'Your account is now linked to the app.',
    'You can go back to the app.': 'You can go back to the app.',
  },
  'es-ES': {
    "This page links the club's app to your account and works only inside the app. Open it from the app.":
      'Esta página vincula la app del club a tu cuenta y solo funciona dentro de la app. Ábrela desde la app.',
    'Checking the link…': 'Comprobando el enlace…',
    "the club's app": 'La app del club',
    '{{app}} asks to be linked to your club account.': '{{app}} pide vincularse a tu cuenta del club.',
    'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.':
      'Si confirmas, la app iniciará tu sesión automáticamente, sin pedirte la contraseña. Confirma solo si has abierto tú esta página desde la app.',
    'Account: {{name}}': 'Cuenta: {{name}}',
    Confirm: 'Confirmar',
    'Not now': 'Ahora no',
    'Log in with your club account to continue.': 'Inicia sesión con tu cuenta del club para continuar.',
    'This link from the app is not valid. Ask the app for a new one.':
      'Este enlace de la app no es válido. Pide uno nuevo en la app.',
    'This link from the app has already been used. Ask the app for a new one.':
      'Este enlace de la app ya se ha usado. Pide uno nuevo en la app.',
    'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.':
      'Este enlace de la app ha caducado: dura 5 minutos. Pide uno nuevo en la app.',
    'Back to the home page': 'Volver al inicio',
    'Logging you in…': 'Iniciando sesión…',
    'We could not log you in automatically': 'No hemos podido iniciar tu sesión automáticamente',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      'El enlace de la app no es válido o ha caducado. Inicia sesión con tu email y tu contraseña para continuar.',
    "This link is incomplete. Please open it again from the club's app.":
      'Este enlace está incompleto. Vuelve a abrirlo desde la app del club.',
    'Link the app to your account': 'Vincula la app a tu cuenta',
    'Your account is now linked to the app.': 'Tu cuenta ya está vinculada a la app.',
    'You can go back to the app.': 'Ya puedes volver a la app.',
  },
  'fr-FR': {
    "This page links the club's app to your account and works only inside the app. Open it from the app.":
      "Cette page associe l'application du club à votre compte et ne fonctionne que dans l'application. Ouvrez-la depuis l'application.",
    'Checking the link…': 'Vérification du lien…',
    "the club's app": "L'application du club",
    '{{app}} asks to be linked to your club account.':
      '{{app}} demande à être associée à votre compte du club.',
    'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.':
      "Si vous confirmez, l'application vous connectera automatiquement, sans vous demander votre mot de passe. Ne confirmez que si vous avez ouvert vous-même cette page depuis l'application.",
    'Account: {{name}}': 'Compte : {{name}}',
    Confirm: 'Confirmer',
    'Not now': 'Pas maintenant',
    'Log in with your club account to continue.': 'Connectez-vous avec votre compte du club pour continuer.',
    'This link from the app is not valid. Ask the app for a new one.':
      "Ce lien de l'application n'est pas valide. Demandez-en un nouveau dans l'application.",
    'This link from the app has already been used. Ask the app for a new one.':
      "Ce lien de l'application a déjà été utilisé. Demandez-en un nouveau dans l'application.",
    'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.':
      "Ce lien de l'application a expiré : il dure 5 minutes. Demandez-en un nouveau dans l'application.",
    'Back to the home page': 'Retour à l’accueil',
    'Logging you in…': 'Connexion en cours…',
    'We could not log you in automatically': "Nous n'avons pas pu vous connecter automatiquement",
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      "Le lien de l'application n'est pas valide ou a expiré. Connectez-vous avec votre e-mail et votre mot de passe pour continuer.",
    "This link is incomplete. Please open it again from the club's app.":
      "Ce lien est incomplet. Ouvrez-le à nouveau depuis l'application du club.",
    'Link the app to your account': "Associez l'application à votre compte",
    'Your account is now linked to the app.': "Votre compte est maintenant associé à l'application.",
    'You can go back to the app.': "Vous pouvez revenir à l'application.",
  },
  'it-IT': {
    "This page links the club's app to your account and works only inside the app. Open it from the app.":
      "Questa pagina collega l'app del club al tuo account e funziona solo dentro l'app. Aprila dall'app.",
    'Checking the link…': 'Verifica del link…',
    "the club's app": "L'app del club",
    '{{app}} asks to be linked to your club account.':
      '{{app}} chiede di essere collegata al tuo account del club.',
    'If you confirm, the app will log you in automatically, without asking for your password. Confirm only if you opened this page from the app yourself.':
      "Se confermi, l'app ti farà accedere automaticamente, senza chiederti la password. Conferma solo se hai aperto tu questa pagina dall'app.",
    'Account: {{name}}': 'Account: {{name}}',
    Confirm: 'Conferma',
    'Not now': 'Non ora',
    'Log in with your club account to continue.': 'Accedi con il tuo account del club per continuare.',
    'This link from the app is not valid. Ask the app for a new one.':
      "Questo link dell'app non è valido. Chiedine uno nuovo nell'app.",
    'This link from the app has already been used. Ask the app for a new one.':
      "Questo link dell'app è già stato usato. Chiedine uno nuovo nell'app.",
    'This link from the app has expired: it lasts 5 minutes. Ask the app for a new one.':
      "Questo link dell'app è scaduto: dura 5 minuti. Chiedine uno nuovo nell'app.",
    'Back to the home page': 'Torna alla home',
    'Logging you in…': 'Accesso in corso…',
    'We could not log you in automatically': 'Non è stato possibile farti accedere automaticamente',
    'The link from the app is not valid or has expired. Log in with your email and password to continue.':
      "Il link dell'app non è valido o è scaduto. Accedi con la tua email e la tua password per continuare.",
    "This link is incomplete. Please open it again from the club's app.":
      "Questo link è incompleto. Aprilo di nuovo dall'app del club.",
    'Link the app to your account': "Collega l'app al tuo account",
    'Your account is now linked to the app.': "Il tuo account è ora collegato all'app.",
    'You can go back to the app.': "Ora puoi tornare all'app.",
  },
};

// Both pages import this module, so the texts are there whenever a page is.
addTexts('host', texts);
