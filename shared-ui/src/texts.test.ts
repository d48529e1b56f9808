import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, type Texts } from '@club/shared-contracts/i18n';
import { carouselTexts } from './carousel-texts';
import { copyButtonTexts } from './copy-button-texts';
import { dynamicFormTexts } from './dynamic-form-texts';
import { legalTextLinksTexts } from './legal-text-links-texts';
import { notFoundTexts } from './not-found-texts';
import { paginationTexts } from './pagination-texts';
import { resultsGridTexts } from './results-grid-texts';
import { expectCompleteTexts } from './testing';
import { texts } from './texts';
import { unitStepperTexts } from './unit-stepper-texts';

/** Every module adding texts to the 'ui' namespace, by file: the shared texts and each component's own. */
const uiTextsModules: Record<string, Texts> = {
  'texts.ts': texts,
  'carousel-texts.ts': carouselTexts,
  'copy-button-texts.ts': copyButtonTexts,
  'dynamic-form-texts.ts': dynamicFormTexts,
  'legal-text-links-texts.ts': legalTextLinksTexts,
  'not-found-texts.ts': notFoundTexts,
  'pagination-texts.ts': paginationTexts,
  'results-grid-texts.ts': resultsGridTexts,
  'unit-stepper-texts.ts': unitStepperTexts,
};

describe('ui texts', () => {
  it('checks every module that adds texts to the ui namespace', () => {
    const modules = readdirSync(__dirname).filter(
      (file) =>
        /(?<!\.test)\.tsx?$/.test(file) &&
        /addTexts\('ui',/.test(readFileSync(join(__dirname, file), 'utf8')),
    );
    expect(modules.sort()).toEqual(Object.keys(uiTextsModules).sort());
  });

  it.each(Object.entries(uiTextsModules))(
    '%s has every text in every language, the key itself as the English text',
    (_, moduleTexts) => {
      expectCompleteTexts(moduleTexts);
    },
  );

  it('defines each text in one module only', () => {
    const twice: { language: string; key: string; modules: string[] }[] = [];
    for (const language of languages) {
      const modulesOf = new Map<string, string[]>();
      for (const [module, moduleTexts] of Object.entries(uiTextsModules)) {
        for (const key of Object.keys(moduleTexts[language]))
          modulesOf.set(key, [...(modulesOf.get(key) ?? []), module]);
      }
      for (const [key, modules] of modulesOf) if (modules.length > 1) twice.push({ language, key, modules });
    }
    expect(twice).toEqual([]);
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
