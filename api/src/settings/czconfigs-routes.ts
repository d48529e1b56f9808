import type { Settings } from '@club/shared-contracts/entities';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { ERROR_TEXTS, HttpError } from '../http/errors.ts';
import { emptyQuery, withErrors } from '../http/schemas.ts';
import { CLUB_ID, HOME_TEMPLATE_KEYS } from './settings-repository.ts';
import type { ClubSettings, HomeTemplateKey, LegalTexts, RelatedClub } from './settings-repository.ts';

/** The gallery of the club's settings is the CZConfig file category CzGallery. */
export const GALLERY_CATEGORY = 'CzGallery';

const str = { type: 'string' } as const;
const bool = { type: 'boolean' } as const;

const settingsSchema = {
  type: 'object',
  properties: {
    title: str,
    description: str,
    phone: str,
    email: str,
    openHours: str,
    address: str,
    facebook: str,
    twitter: str,
    instagram: str,
    ButtonsColor: str,
    FontFamily: str,
    FooterColor: str,
    CurrencySymbol: str,
    DecimalSeparator: str,
    TimeZone: str,
    Culture: str,
    FormatCulture: str,
    DateFormat: str,
    Mainlogo: str,
    UrlLogo: str,
    Uploads: str,
    HeaderImage: str,
    RegisterOn: bool,
    HasShop: bool,
    PriceWithTaxes: bool,
    Coords: str,
    RelatedClubs: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: str, address: str, url: str, image: str },
        required: ['name', 'address', 'url', 'image'],
      },
    },
    Gallery: {
      type: 'array',
      items: { type: 'object', properties: { img: str }, required: ['img'] },
    },
    AppOrigins: { type: 'array', items: str },
  },
} as const;

const legalSchema = {
  type: 'object',
  properties: { generalConditions: str, waiver: str, privacyPolicyFull: str, cookiesPolicy: str },
  required: ['generalConditions', 'waiver', 'privacyPolicyFull', 'cookiesPolicy'],
} as const;

const templateSchema = {
  type: 'object',
  properties: Object.fromEntries(HOME_TEMPLATE_KEYS.map((key) => [key, str])),
  required: [...HOME_TEMPLATE_KEYS],
};

const dataAnswer = <T extends object>(data: T) =>
  ({ type: 'object', properties: { ok: bool, data }, required: ['ok', 'data'] }) as const;

/** The wire form of the club's settings (document 1, 3). */
export function toWireSettings(
  settings: ClubSettings,
  relatedClubs: RelatedClub[],
  gallery: string[],
  appOrigins: string[],
): Settings {
  return {
    title: settings.title,
    description: settings.description,
    phone: settings.phone,
    email: settings.email,
    openHours: settings.openHours,
    address: settings.address,
    facebook: settings.facebook,
    twitter: settings.twitter,
    instagram: settings.instagram,
    ButtonsColor: settings.buttonsColor,
    FontFamily: settings.fontFamily,
    FooterColor: settings.footerColor,
    CurrencySymbol: settings.currencySymbol,
    DecimalSeparator: settings.decimalSeparator,
    TimeZone: settings.timeZone,
    Culture: settings.culture,
    FormatCulture: settings.formatCulture,
    DateFormat: settings.dateFormat,
    Mainlogo: settings.mainLogo,
    UrlLogo: settings.urlLogo,
    Uploads: settings.uploadsPath,
    HeaderImage: settings.headerImage,
    RegisterOn: settings.registerOn,
    HasShop: settings.hasShop,
    PriceWithTaxes: settings.priceWithTaxes,
    Coords: settings.coords,
    RelatedClubs: relatedClubs.map((club) => ({
      name: club.name,
      address: club.address,
      url: club.url,
      image: club.image,
    })),
    Gallery: gallery.map((img) => ({ img })),
    AppOrigins: appOrigins,
  };
}

const toWireLegal = (legal: LegalTexts): LegalTexts => ({
  generalConditions: legal.generalConditions,
  waiver: legal.waiver,
  privacyPolicyFull: legal.privacyPolicyFull,
  cookiesPolicy: legal.cookiesPolicy,
});

/** The club configuration calls under /api/czconfigs. */
export function czconfigsRoutes(ctx: AppContext) {
  return function routes(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
    app.get(
      '/main-settings',
      { schema: { querystring: emptyQuery, response: withErrors(dataAnswer(settingsSchema)) } },
      () => {
        const settings = ctx.settings.getSettings();
        if (!settings) throw new HttpError(404, ERROR_TEXTS.notFound);
        const gallery = ctx.files.list('CZConfig', CLUB_ID, GALLERY_CATEGORY).map((file) => file.fileName);
        const data = toWireSettings(
          settings,
          ctx.settings.listRelatedClubs(),
          gallery,
          ctx.settings.listAppOrigins(),
        );
        return { ok: true, data };
      },
    );

    app.get(
      '/legal-settings',
      { schema: { querystring: emptyQuery, response: withErrors(dataAnswer(legalSchema)) } },
      () => {
        const legal = ctx.settings.getLegalTexts();
        if (!legal) throw new HttpError(404, ERROR_TEXTS.notFound);
        return { ok: true, data: toWireLegal(legal) };
      },
    );

    app.get(
      '/template',
      { schema: { querystring: emptyQuery, response: withErrors(dataAnswer(templateSchema)) } },
      () => {
        const template: Record<HomeTemplateKey, string> = ctx.settings.getHomeTemplate();
        return { ok: true, data: template };
      },
    );
    done();
  };
}
