import { addTexts, i18n, initI18n, missingTextWarning, translate } from './i18n';
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

  it('falls back to the source text for a missing key, and warns about it', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate('early', 'Never translated')).toBe('Never translated');
    expect(warn).toHaveBeenCalledWith(`${missingTextWarning} early 'Never translated' in es-ES`);
    warn.mockRestore();
  });

  it('warns about a text missing in the page language that English stands in for, and not about one it has', async () => {
    addTexts('partly', {
      'en-US': { Court: 'Court', Ball: 'Ball' },
      'es-ES': { Court: 'Pista', Ball: 'Pelota' },
      'fr-FR': { Court: 'Terrain', Ball: 'Balle' },
      'it-IT': { Court: 'Campo' },
    });
    await i18n.changeLanguage('it-IT');
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(translate('partly', 'Court')).toBe('Campo');
    expect(warn).not.toHaveBeenCalled();
    expect(translate('partly', 'Ball')).toBe('Ball');
    expect(warn).toHaveBeenCalledWith(`${missingTextWarning} partly 'Ball' in it-IT`);
    warn.mockRestore();
  });
});
