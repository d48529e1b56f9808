import { addTexts, type Texts } from '@club/shared-contracts/i18n';

// The texts of the login popup (login, reset password, register) in the host's namespace; keys are the English
// source texts. Texts the host already has (Login, Close, the legal titles) come from its own list.
const texts: Texts = {
  'en-US': {
    Register: 'Register',
    'Login or register': 'Login or register',
    'Forgot your password?': 'Forgot your password?',
    Send: 'Send',
    'Back to login': 'Back to login',
    'Enter your email address and we will send you a link to choose a new password.':
      'Enter your email address and we will send you a link to choose a new password.',
    'Your account has no password yet. Send yourself a link to choose one.':
      'Your account has no password yet. Send yourself a link to choose one.',
    'If you are registered, we will send you an email with a link to reset your password.':
      'If you are registered, we will send you an email with a link to reset your password.',
    'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.':
      'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.',
    Name: 'Name',
    Surname: 'Surname',
    Phone: 'Phone',
    'At least {{min}} characters': 'At least {{min}} characters',
    'I accept the legal conditions': 'I accept the legal conditions',
    'I agree to receive advertising or promotional information.':
      'I agree to receive advertising or promotional information.',
    'Additional information': 'Additional information',
    Required: 'Required',
    'The field is required': 'The field is required',
    'Minimum length is {{min}}': 'Minimum length is {{min}}',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Please accept our legal conditions': 'Please accept our legal conditions',
    'Thank you for registering!': 'Thank you for registering!',
    'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.':
      'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.',
    Email: 'Email',
    Password: 'Password',
    'Invalid Email or Password': 'Invalid Email or Password',
    'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.':
      'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.',
  },
  'es-ES': {
    Register: 'Registrarse',
    'Login or register': 'Iniciar sesión o registrarse',
    'Forgot your password?': '¿Has olvidado tu contraseña?',
    Send: 'Enviar',
    'Back to login': 'Volver a iniciar sesión',
    'Enter your email address and we will send you a link to choose a new password.':
      'Escribe tu email y te enviaremos un enlace para elegir una nueva contraseña.',
    'Your account has no password yet. Send yourself a link to choose one.':
      'Tu cuenta aún no tiene contraseña. Envíate un enlace para elegir una.',
    'If you are registered, we will send you an email with a link to reset your password.':
      'Si estás registrado, te enviaremos un email con un enlace para restablecer tu contraseña.',
    'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.':
      'Tu cuenta aún no está activada. Revisa tu bandeja de entrada: te hemos enviado un nuevo enlace para activarla.',
    Name: 'Nombre',
    Surname: 'Apellidos',
    Phone: 'Teléfono',
    'At least {{min}} characters': 'Al menos {{min}} caracteres',
    'I accept the legal conditions': 'Acepto las condiciones legales',
    'I agree to receive advertising or promotional information.':
      'Acepto recibir publicidad o información promocional.',
    'Additional information': 'Información adicional',
    Required: 'Obligatorio',
    'The field is required': 'El campo es obligatorio',
    'Minimum length is {{min}}': 'La longitud mínima es {{min}}',
    'Please enter a valid email address': 'Introduce un email válido',
    'Please accept our legal conditions': 'Por favor, acepta nuestras condiciones legales',
    'Thank you for registering!': '¡Gracias por registrarte!',
    'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.':
      'Te hemos enviado un email con un enlace para activar tu cuenta. Revisa tu bandeja de entrada y abre el enlace antes de iniciar sesión.',
    Email: 'Email',
    Password: 'Contraseña',
    'Invalid Email or Password': 'Email o contraseña incorrectos',
    'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.':
      'Tu usuario ahora es tu email: ya no se puede usar el número de teléfono. Si no sabes qué email nos diste, contacta con el centro.',
  },
  'fr-FR': {
    Register: "S'inscrire",
    'Login or register': "Se connecter ou s'inscrire",
    'Forgot your password?': 'Mot de passe oublié ?',
    Send: 'Envoyer',
    'Back to login': 'Retour à la connexion',
    'Enter your email address and we will send you a link to choose a new password.':
      'Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    'Your account has no password yet. Send yourself a link to choose one.':
      "Votre compte n'a pas encore de mot de passe. Envoyez-vous un lien pour en choisir un.",
    'If you are registered, we will send you an email with a link to reset your password.':
      'Si vous êtes inscrit, nous vous enverrons un e-mail avec un lien pour réinitialiser votre mot de passe.',
    'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.':
      "Votre compte n'est pas encore activé. Consultez votre boîte de réception : nous vous avons envoyé un nouveau lien pour l'activer.",
    Name: 'Prénom',
    Surname: 'Nom',
    Phone: 'Téléphone',
    'At least {{min}} characters': 'Au moins {{min}} caractères',
    'I accept the legal conditions': "J'accepte les conditions légales",
    'I agree to receive advertising or promotional information.':
      "J'accepte de recevoir de la publicité ou des informations promotionnelles.",
    'Additional information': 'Informations complémentaires',
    Required: 'Obligatoire',
    'The field is required': 'Ce champ est obligatoire',
    'Minimum length is {{min}}': 'La longueur minimale est de {{min}}',
    'Please enter a valid email address': 'Veuillez saisir une adresse e-mail valide',
    'Please accept our legal conditions': 'Veuillez accepter nos conditions légales',
    'Thank you for registering!': 'Merci pour votre inscription !',
    'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.':
      'Nous vous avons envoyé un e-mail avec un lien pour activer votre compte. Consultez votre boîte de réception et suivez le lien avant de vous connecter.',
    Email: 'E-mail',
    Password: 'Mot de passe',
    'Invalid Email or Password': 'E-mail ou mot de passe incorrect',
    'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.':
      'Votre identifiant est désormais votre adresse e-mail : le numéro de téléphone ne peut plus être utilisé. Si vous ne savez plus quelle adresse vous nous avez donnée, contactez le centre.',
  },
  'it-IT': {
    Register: 'Registrati',
    'Login or register': 'Accedi o registrati',
    'Forgot your password?': 'Password dimenticata?',
    Send: 'Invia',
    'Back to login': "Torna all'accesso",
    'Enter your email address and we will send you a link to choose a new password.':
      'Inserisci il tuo indirizzo email e ti invieremo un link per scegliere una nuova password.',
    'Your account has no password yet. Send yourself a link to choose one.':
      'Il tuo account non ha ancora una password. Inviati un link per sceglierne una.',
    'If you are registered, we will send you an email with a link to reset your password.':
      "Se sei registrato, ti invieremo un'email con un link per reimpostare la password.",
    'Your account is not activated yet. Please check your email inbox: we have sent you a new link to activate it.':
      'Il tuo account non è ancora attivato. Controlla la tua casella di posta: ti abbiamo inviato un nuovo link per attivarlo.',
    Name: 'Nome',
    Surname: 'Cognome',
    Phone: 'Telefono',
    'At least {{min}} characters': 'Almeno {{min}} caratteri',
    'I accept the legal conditions': 'Accetto le condizioni legali',
    'I agree to receive advertising or promotional information.':
      'Accetto di ricevere pubblicità o informazioni promozionali.',
    'Additional information': 'Informazioni aggiuntive',
    Required: 'Obbligatorio',
    'The field is required': 'Il campo è obbligatorio',
    'Minimum length is {{min}}': 'La lunghezza minima è {{min}}',
    'Please enter a valid email address': 'Inserisci un indirizzo email valido',
    'Please accept our legal conditions': 'Accetta le nostre condizioni legali',
    'Thank you for registering!': 'Grazie per esserti registrato!',
    'We have sent you an email with a link to activate your account. Please check your inbox and follow the link before logging in.':
      "Ti abbiamo inviato un'email con un link per attivare il tuo account. Controlla la tua casella di posta e segui il link prima di accedere.",
    Email: 'Email',
    Password: 'Password',
    'Invalid Email or Password': 'Email o password non validi',
    'Your user name is now your email address: the phone number can no longer be used. If you do not know which email you gave us, please contact the center.':
      'Il tuo nome utente ora è il tuo indirizzo email: il numero di telefono non può più essere usato. Se non sai quale email ci hai dato, contatta il centro.',
  },
};

// Every component of the feature imports this module, so the texts are there whenever the popup is (addTexts keeps
// texts that come before the shared instance starts).
addTexts('host', texts);
