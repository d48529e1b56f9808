import { addTexts, i18n, initI18n, translate } from './i18n';
import { contractText, contractTexts } from './texts';

describe('shared i18n', () => {
  it('answers the English source text before the start', () => {
    expect(translate('contracts', contractTexts.crash)).toBe(contractTexts.crash);
  });

  it('keeps texts added before the start and serves them afterwards', async () => {
    addTexts('early', {
      'en-US': { Hello: 'Hello' },
      'es-ES': { Hello: 'Hola' },
      'fr-FR': { Hello: 'Bonjour' },
      'it-IT': { Hello: 'Ciao' },
    });
    await initI18n('fr-FR');
    expect(translate('early', 'Hello')).toBe('Bonjour');
    expect(contractText(contractTexts.crash)).toBe('Oups ! Problèmes techniques. Veuillez réessayer.');
    await i18n.changeLanguage('es-ES');
    expect(contractText(contractTexts.systemUpdated)).toBe('El sistema se ha actualizado');
  });

  it('falls back to the source text for a missing key', () => {
    expect(translate('early', 'Never translated')).toBe('Never translated');
  });
});
