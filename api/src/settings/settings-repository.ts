import type { DatabaseSync } from 'node:sqlite';
import { allRows, getRow } from '../db/database.ts';

/** The one club this server runs. */
export const CLUB_ID = 1;

/** The club's settings as stored (booleans decoded). */
export interface ClubSettings {
  title: string;
  description: string;
  phone: string;
  email: string;
  openHours: string;
  address: string;
  facebook: string;
  twitter: string;
  instagram: string;
  buttonsColor: string;
  fontFamily: string;
  footerColor: string;
  currencySymbol: string;
  decimalSeparator: string;
  timeZone: string;
  culture: string;
  formatCulture: string;
  dateFormat: string;
  mainLogo: string;
  urlLogo: string;
  uploadsPath: string;
  headerImage: string;
  registerOn: boolean;
  hasShop: boolean;
  priceWithTaxes: boolean;
  coords: string;
}

/** A sister club shown on /locations. */
export interface RelatedClub {
  name: string;
  address: string;
  url: string;
  image: string;
}

/** The four legal texts (HTML). */
export interface LegalTexts {
  generalConditions: string;
  waiver: string;
  privacyPolicyFull: string;
  cookiesPolicy: string;
}

/** The named texts of the home template, in wire order. */
export const HOME_TEMPLATE_KEYS = [
  'image1',
  'image2',
  'image3',
  'textSlideInLeft1',
  'textSlideInLeft2',
  'textSlideInLeft3',
  'textSlideInUp1',
  'textSlideInUp2',
  'textSlideInUp3',
  'textSmall1',
  'textSmall2',
  'textSmall3',
  'textColor1',
  'textColor2',
  'textColor3',
  'textButton1',
  'textButton2',
  'textButton3',
  'urlButton1',
  'urlButton2',
  'urlButton3',
  'wellcomeImage',
  'number1',
  'number2',
  'number3',
  'number4',
  'textNumbers1',
  'textNumbers2',
  'textNumbers3',
  'textNumbers4',
] as const;

/** One key of the home template. */
export type HomeTemplateKey = (typeof HOME_TEMPLATE_KEYS)[number];

interface ClubRow {
  title: string;
  description: string;
  phone: string;
  email: string;
  open_hours: string;
  address: string;
  facebook: string;
  twitter: string;
  instagram: string;
  buttons_color: string;
  font_family: string;
  footer_color: string;
  currency_symbol: string;
  decimal_separator: string;
  time_zone: string;
  culture: string;
  format_culture: string;
  date_format: string;
  main_logo: string;
  url_logo: string;
  uploads_path: string;
  header_image: string;
  register_on: number;
  has_shop: number;
  price_with_taxes: number;
  coords: string;
}

interface LegalRow {
  general_conditions: string;
  waiver: string;
  privacy_policy_full: string;
  cookies_policy: string;
}

/** The club's settings, legal texts, related clubs and home template. */
export interface SettingsRepository {
  getSettings(): ClubSettings | undefined;
  listRelatedClubs(): RelatedClub[];
  /** The origins of the club's apps: they may frame the site and hear its messages (`https://app.myclub.example`). */
  listAppOrigins(): string[];
  /**
   * The origins of the club's own sites (`https://www.myclub.example`): with its apps' origins, the pages the API
   * answers across origins (CORS).
   */
  listSiteOrigins(): string[];
  getLegalTexts(): LegalTexts | undefined;
  getHomeTemplate(): Record<HomeTemplateKey, string>;
}

/** Creates the settings repository for the club. */
export function createSettingsRepository(db: DatabaseSync, clubId: number = CLUB_ID): SettingsRepository {
  return {
    getSettings() {
      const row = getRow<ClubRow>(
        db,
        `SELECT title, description, phone, email, open_hours, address, facebook, twitter, instagram, buttons_color,
                font_family, footer_color, currency_symbol, decimal_separator, time_zone, culture, format_culture,
                date_format, main_logo, url_logo, uploads_path, header_image, register_on, has_shop, price_with_taxes, coords
         FROM club WHERE id = ?`,
        clubId,
      );
      if (!row) return undefined;
      return {
        title: row.title,
        description: row.description,
        phone: row.phone,
        email: row.email,
        openHours: row.open_hours,
        address: row.address,
        facebook: row.facebook,
        twitter: row.twitter,
        instagram: row.instagram,
        buttonsColor: row.buttons_color,
        fontFamily: row.font_family,
        footerColor: row.footer_color,
        currencySymbol: row.currency_symbol,
        decimalSeparator: row.decimal_separator,
        timeZone: row.time_zone,
        culture: row.culture,
        formatCulture: row.format_culture,
        dateFormat: row.date_format,
        mainLogo: row.main_logo,
        urlLogo: row.url_logo,
        uploadsPath: row.uploads_path,
        headerImage: row.header_image,
        registerOn: row.register_on === 1,
        hasShop: row.has_shop === 1,
        priceWithTaxes: row.price_with_taxes === 1,
        coords: row.coords,
      };
    },
    listRelatedClubs() {
      return allRows<RelatedClub>(
        db,
        'SELECT name, address, url, image FROM related_clubs WHERE club_id = ? ORDER BY position, id',
        clubId,
      ).map((row) => ({ name: row.name, address: row.address, url: row.url, image: row.image }));
    },
    listAppOrigins() {
      return allRows<{ origin: string }>(
        db,
        'SELECT origin FROM club_app_origins WHERE club_id = ? ORDER BY origin',
        clubId,
      ).map((row) => row.origin);
    },
    listSiteOrigins() {
      return allRows<{ origin: string }>(
        db,
        'SELECT origin FROM club_site_origins WHERE club_id = ? ORDER BY origin',
        clubId,
      ).map((row) => row.origin);
    },
    getLegalTexts() {
      const row = getRow<LegalRow>(
        db,
        'SELECT general_conditions, waiver, privacy_policy_full, cookies_policy FROM club WHERE id = ?',
        clubId,
      );
      return row
        ? {
            generalConditions: row.general_conditions,
            waiver: row.waiver,
            privacyPolicyFull: row.privacy_policy_full,
            cookiesPolicy: row.cookies_policy,
          }
        : undefined;
    },
    getHomeTemplate() {
      const stored = new Map(
        allRows<{ key: string; value: string }>(
          db,
          'SELECT key, value FROM home_template WHERE club_id = ?',
          clubId,
        ).map((row) => [row.key, row.value]),
      );
      const template = {} as Record<HomeTemplateKey, string>;
      for (const key of HOME_TEMPLATE_KEYS) template[key] = stored.get(key) ?? '';
      return template;
    },
  };
}
