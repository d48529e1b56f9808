import { getLegalSettings } from '@club/shared-contracts/api/settings';
import type { LegalSettings } from '@club/shared-contracts/entities';

let legalSettings: Promise<LegalSettings> | null = null;

/** The club's legal texts, fetched once for the four legal pages; a failure is not kept, so a later visit asks again. */
export function loadLegalSettings(): Promise<LegalSettings> {
  legalSettings ??= getLegalSettings().then((answer) => answer.data);
  legalSettings.catch(() => {
    legalSettings = null;
  });
  return legalSettings;
}
