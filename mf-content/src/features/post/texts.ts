import { addTexts, type Texts } from '@club/shared-contracts/i18n';

/** The texts of a post's page ('content' namespace); keys are the English source texts. */
export const postTexts: Texts = {
  'en-US': {
    'By {{author}}': 'By {{author}}',
    Share: 'Share',
    'Share on {{network}}': 'Share on {{network}}',
    'Share by e-mail': 'Share by e-mail',
  },
  'es-ES': {
    'By {{author}}': 'Por {{author}}',
    Share: 'Compartir',
    'Share on {{network}}': 'Compartir en {{network}}',
    'Share by e-mail': 'Compartir por correo electrónico',
  },
  'fr-FR': {
    'By {{author}}': 'Par {{author}}',
    Share: 'Partager',
    'Share on {{network}}': 'Partager sur {{network}}',
    'Share by e-mail': 'Partager par e-mail',
  },
  'it-IT': {
    'By {{author}}': 'Di {{author}}',
    Share: 'Condividi',
    'Share on {{network}}': 'Condividi su {{network}}',
    'Share by e-mail': 'Condividi via e-mail',
  },
};

addTexts('content', postTexts);
