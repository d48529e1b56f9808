// The one rule for texts a customer types (names, addresses, phones, e-mails, a question, a search): what cannot be
// printed is removed before the text is checked further and stored, as the site's own inputs do (document 1, 5:
// "Text inputs strip non-printable characters"). Clients other than the site (scripts, apps, a paste the form did
// not see) reach the database only through this rule.
//
// - Control characters (Unicode Cc: C0 U+0000-U+001F, DEL, C1 U+0080-U+009F) are removed.
// - A one-line text (`line`) has no line breaks: a tab or line break (LF, CR, CRLF, VT, FF, NEL, U+2028, U+2029)
//   becomes a space, so words stay apart.
// - A text of several lines (`lines`) keeps its line breaks, as LF (CRLF, CR, VT, FF, NEL, U+2028 and U+2029 become
//   LF), and its tabs.
// - Lone surrogates (half of a character, e.g. an emoji cut in two by a client) are removed: they cannot be stored
//   as UTF-8 and print as a replacement mark.
//
// Schemas ask for it with the keyword `customerText: 'line' | 'lines'` (see the fragments of schemas.ts); the
// keyword runs before the length, pattern and format checks of the same schema, so those apply to the clean text.

/** The kinds of customer text: one line, or several lines. */
export type CustomerTextKind = 'line' | 'lines';

/** The schema keyword that cleans a customer text in place. */
export const CUSTOMER_TEXT_KEYWORD = 'customerText';

const LINE_BREAKS_AND_TABS = /\r\n|[\t\n\v\f\r\u0085\u2028\u2029]/g;
const LINE_BREAKS = /\r\n|[\v\f\r\u0085\u2028\u2029]/g;
// \p{Cs} matches only unpaired surrogates under the u flag: a pair is one code point.
const CONTROLS_AND_LONE_SURROGATES = /[\p{Cc}\p{Cs}]/gu;
const CONTROLS_BUT_LF_TAB_AND_LONE_SURROGATES = /[^\P{Cc}\n\t]|\p{Cs}/gu;

/** A one-line customer text without control characters or lone surrogates; tabs and line breaks become spaces. */
export function cleanCustomerLine(text: string): string {
  return text.replace(LINE_BREAKS_AND_TABS, ' ').replace(CONTROLS_AND_LONE_SURROGATES, '');
}

/** A customer text of several lines without control characters but LF and tab, nor lone surrogates. */
export function cleanCustomerLines(text: string): string {
  return text.replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_LF_TAB_AND_LONE_SURROGATES, '');
}

/** Cleans a customer text of the given kind. */
export function cleanCustomerText(text: string, kind: CustomerTextKind): string {
  return kind === 'lines' ? cleanCustomerLines(text) : cleanCustomerLine(text);
}

/** Where a keyword function finds the value it checks: the object or array holding it, and its key there. */
interface DataContext {
  parentData?: Record<string | number, unknown>;
  parentDataProperty?: string | number;
}

/** The part of an Ajv instance this module needs (Ajv is Fastify's, not a dependency of the API). */
export interface KeywordHost {
  addKeyword(definition: {
    keyword: string;
    type: 'string';
    schemaType: 'string';
    metaSchema: object;
    modifying: true;
    errors: false;
    before: string;
    compile: (kind: CustomerTextKind) => (data: string, context?: DataContext) => boolean;
  }): unknown;
}

/**
 * Teaches an Ajv instance the `customerText` keyword: the string is replaced in its object or array by its clean
 * form. Installed through Fastify's `ajv.onCreate`.
 */
export function addCustomerTextKeyword(ajv: KeywordHost): void {
  ajv.addKeyword({
    keyword: CUSTOMER_TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: ['line', 'lines'] },
    modifying: true,
    errors: false,
    // The limits and patterns of the schema then check what will be stored.
    before: 'maxLength',
    compile: (kind) =>
      function cleanInPlace(data, context) {
        const parent = context?.parentData;
        const key = context?.parentDataProperty;
        if (parent !== undefined && key !== undefined) parent[key] = cleanCustomerText(data, kind);
        return true;
      },
  });
}
