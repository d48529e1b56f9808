import type { LegalSettings } from '@club/shared-contracts/entities';

/** The four legal texts of the legal settings (document 1, 2.19). */
export type LegalDocument = keyof LegalSettings;

/** The heading of each legal page, as an English source text. */
export const legalTitles: Record<LegalDocument, string> = {
  privacyPolicyFull: 'Privacy policy',
  waiver: 'Waiver and release',
  cookiesPolicy: 'Cookie policy',
  generalConditions: 'General Conditions',
};
