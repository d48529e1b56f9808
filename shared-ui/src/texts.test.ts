import { languages } from '@club/shared-contracts/i18n';
import { texts } from './texts';

describe('ui texts', () => {
  it('has every English source text in every language', () => {
    const keys = Object.keys(texts['en-US']).sort();
    for (const language of languages) {
      expect({ language, keys: Object.keys(texts[language]).sort() }).toEqual({ language, keys });
    }
  });

  it('uses the key itself as the English text', () => {
    for (const [key, value] of Object.entries(texts['en-US'])) expect(value).toBe(key);
  });

  it('registers its texts when loaded before the shared instance starts', async () => {
    await jest.isolateModulesAsync(async () => {
      const { i18n, initI18n } = await import('@club/shared-contracts/i18n');
      await import('./texts');
      await initI18n('es-ES');
      expect(i18n.t('Close', { ns: 'ui' })).toBe('Cerrar');
    });
  });

  it('registers its texts when loaded after the shared instance started', async () => {
    await jest.isolateModulesAsync(async () => {
      const { i18n, initI18n } = await import('@club/shared-contracts/i18n');
      await initI18n('it-IT');
      await import('./texts');
      expect(i18n.t('Close', { ns: 'ui' })).toBe('Chiudi');
    });
  });
});
