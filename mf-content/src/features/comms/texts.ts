import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of the customer's communications ('content' namespace); keys are the English source texts. */
export const commsTexts: Texts = {
  'en-US': {
    Communications: 'Communications',
    Emails: 'Emails',
    Sms: 'Sms',
    'No emails': 'No emails',
    'No sms': 'No sms',
    'Email #{{id}}': 'Email #{{id}}',
    'Back to communications': 'Back to communications',
  },
  'es-ES': {
    Communications: 'Comunicaciones',
    Emails: 'Correos',
    Sms: 'SMS',
    'No emails': 'No tienes correos',
    'No sms': 'No tienes SMS',
    'Email #{{id}}': 'Correo nº {{id}}',
    'Back to communications': 'Volver a comunicaciones',
  },
  'fr-FR': {
    Communications: 'Communications',
    Emails: 'E-mails',
    Sms: 'SMS',
    'No emails': 'Aucun e-mail',
    'No sms': 'Aucun SMS',
    'Email #{{id}}': 'E-mail nº {{id}}',
    'Back to communications': 'Retour aux communications',
  },
  'it-IT': {
    Communications: 'Comunicazioni',
    Emails: 'E-mail',
    Sms: 'SMS',
    'No emails': 'Nessuna e-mail',
    'No sms': 'Nessun SMS',
    'Email #{{id}}': 'E-mail n. {{id}}',
    'Back to communications': 'Torna alle comunicazioni',
  },
};

addTexts('content', commsTexts);
