import { addTexts, type Texts } from '@club/shared-contracts/i18n';

// The texts of the password pages (change, reset by mail, reset done) in the account namespace; keys are the English
// source texts, with the catalogue's spelling fixed ("Minimum length is 5"). "Forgot your password?" is quoted as the
// login popup words it in each language, so the customer finds the link it names.

/** The password pages' texts in the four languages. */
export const passwordTexts: Texts = {
  'en-US': {
    'Change Password': 'Change Password',
    'Current Password': 'Current Password',
    'New Password': 'New Password',
    'Confirm New Password': 'Confirm New Password',
    'At least {{min}} characters': 'At least {{min}} characters',
    Submit: 'Submit',
    Required: 'Required',
    'Minimum length is {{min}}': 'Minimum length is {{min}}',
    'Password does not match': 'Password does not match',
    'Wrong password': 'Wrong password',
    'Password changed successfully': 'Password changed successfully',
    'Your password has been changed. Use the new one the next time you log in.':
      'Your password has been changed. Use the new one the next time you log in.',
    Login: 'Login',
    'Choose a new password': 'Choose a new password',
    'Type your new password twice.': 'Type your new password twice.',
    'Sorry your link is expired': 'Sorry your link is expired',
    'This link has already been used or is no longer valid. Ask for a new one with your email.':
      'This link has already been used or is no longer valid. Ask for a new one with your email.',
    'Ask for a new link': 'Ask for a new link',
    'Back to the home page': 'Back to the home page',
    'Your password has been reset': 'Your password has been reset',
    'You can now log in with your new password.': 'You can now log in with your new password.',
  },
  'es-ES': {
    'Change Password': 'Cambiar contraseña',
    'Current Password': 'Contraseña actual',
    'New Password': 'Nueva contraseña',
    'Confirm New Password': 'Repite la nueva contraseña',
    'At least {{min}} characters': 'Al menos {{min}} caracteres',
    Submit: 'Enviar',
    Required: 'Obligatorio',
    'Minimum length is {{min}}': 'La longitud mínima es {{min}}',
    'Password does not match': 'La contraseña no coincide',
    'Wrong password': 'Contraseña incorrecta',
    'Password changed successfully': 'Contraseña cambiada correctamente',
    'Your password has been changed. Use the new one the next time you log in.':
      'Tu contraseña se ha cambiado. Usa la nueva la próxima vez que inicies sesión.',
    Login: 'Iniciar sesión',
    'Choose a new password': 'Elige una nueva contraseña',
    'Type your new password twice.': 'Escribe tu nueva contraseña dos veces.',
    'Sorry your link is expired': 'Lo sentimos, tu enlace ha caducado',
    'This link has already been used or is no longer valid. Ask for a new one with your email.':
      'Este enlace ya se ha usado o ya no es válido. Pide uno nuevo con tu email.',
    'Ask for a new link': 'Pedir un enlace nuevo',
    'Back to the home page': 'Volver al inicio',
    'Your password has been reset': 'Tu contraseña se ha restablecido',
    'You can now log in with your new password.': 'Ya puedes iniciar sesión con tu nueva contraseña.',
  },
  'fr-FR': {
    'Change Password': 'Changer le mot de passe',
    'Current Password': 'Mot de passe actuel',
    'New Password': 'Nouveau mot de passe',
    'Confirm New Password': 'Confirmez le nouveau mot de passe',
    'At least {{min}} characters': 'Au moins {{min}} caractères',
    Submit: 'Envoyer',
    Required: 'Obligatoire',
    'Minimum length is {{min}}': 'La longueur minimale est de {{min}}',
    'Password does not match': 'Le mot de passe ne correspond pas',
    'Wrong password': 'Mot de passe incorrect',
    'Password changed successfully': 'Mot de passe modifié avec succès',
    'Your password has been changed. Use the new one the next time you log in.':
      'Votre mot de passe a été modifié. Utilisez le nouveau lors de votre prochaine connexion.',
    Login: 'Se connecter',
    'Choose a new password': 'Choisissez un nouveau mot de passe',
    'Type your new password twice.': 'Saisissez deux fois votre nouveau mot de passe.',
    'Sorry your link is expired': 'Désolé, votre lien a expiré',
    'This link has already been used or is no longer valid. Ask for a new one with your email.':
      "Ce lien a déjà été utilisé ou n'est plus valide. Demandez-en un nouveau avec votre adresse e-mail.",
    'Ask for a new link': 'Demander un nouveau lien',
    'Back to the home page': "Retour à l'accueil",
    'Your password has been reset': 'Votre mot de passe a été réinitialisé',
    'You can now log in with your new password.':
      'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  },
  'it-IT': {
    'Change Password': 'Cambia password',
    'Current Password': 'Password attuale',
    'New Password': 'Nuova password',
    'Confirm New Password': 'Conferma la nuova password',
    'At least {{min}} characters': 'Almeno {{min}} caratteri',
    Submit: 'Invia',
    Required: 'Obbligatorio',
    'Minimum length is {{min}}': 'La lunghezza minima è {{min}}',
    'Password does not match': 'La password non corrisponde',
    'Wrong password': 'Password errata',
    'Password changed successfully': 'Password cambiata con successo',
    'Your password has been changed. Use the new one the next time you log in.':
      'La tua password è stata cambiata. Usa quella nuova al prossimo accesso.',
    Login: 'Accedi',
    'Choose a new password': 'Scegli una nuova password',
    'Type your new password twice.': 'Scrivi due volte la nuova password.',
    'Sorry your link is expired': 'Spiacenti, il tuo link è scaduto',
    'This link has already been used or is no longer valid. Ask for a new one with your email.':
      'Questo link è già stato usato o non è più valido. Richiedine uno nuovo con la tua email.',
    'Ask for a new link': 'Richiedi un nuovo link',
    'Back to the home page': 'Torna alla home',
    'Your password has been reset': 'La tua password è stata reimpostata',
    'You can now log in with your new password.': 'Ora puoi accedere con la tua nuova password.',
  },
};

// Every page of the feature imports this module, so the texts are there whenever a page is.
addTexts('account', passwordTexts);
