// The footer's texts ('host' namespace; the legal links' names are in src/app/texts.ts).
import { addTexts } from '@club/shared-contracts/i18n';

addTexts('host', {
  'en-US': {
    Contact: 'Contact',
    'Request More Info': 'Request More Info',
    'Your e-mail': 'Your e-mail',
    'Your question': 'Your question',
    Send: 'Send',
    'Thanks! we will contact you ASAP!': 'Thanks! we will contact you ASAP!',
  },
  'es-ES': {
    Contact: 'Contacto',
    'Request More Info': 'Solicita más información',
    'Your e-mail': 'Tu correo electrónico',
    'Your question': 'Tu consulta',
    Send: 'Enviar',
    'Thanks! we will contact you ASAP!': '¡Gracias! Te contactaremos lo antes posible.',
  },
  'fr-FR': {
    Contact: 'Contact',
    'Request More Info': "Demander plus d'informations",
    'Your e-mail': 'Votre e-mail',
    'Your question': 'Votre question',
    Send: 'Envoyer',
    'Thanks! we will contact you ASAP!': 'Merci ! Nous vous contacterons dès que possible.',
  },
  'it-IT': {
    Contact: 'Contatti',
    'Request More Info': 'Richiedi maggiori informazioni',
    'Your e-mail': 'La tua e-mail',
    'Your question': 'La tua domanda',
    Send: 'Invia',
    'Thanks! we will contact you ASAP!': 'Grazie! Ti contatteremo il prima possibile.',
  },
});
