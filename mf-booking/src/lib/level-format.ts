import type { Settings } from '@club/shared-contracts/entities';

/** A level as the booking side shows it: two decimals (document 2, 5), with the club's decimal separator. */
export function formatLevel(settings: Pick<Settings, 'DecimalSeparator'>, level: number): string {
  return level.toFixed(2).replace('.', settings.DecimalSeparator || '.');
}
