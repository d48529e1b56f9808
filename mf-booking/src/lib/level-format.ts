import type { Settings } from '@club/shared-contracts/entities';

/** A level as the booking side shows it: two decimals (document 2, 5), with the club's decimal separator. */
export function formatLevel(settings: Pick<Settings, 'DecimalSeparator'>, level: number): string {
  return level.toFixed(2).replace('.', settings.DecimalSeparator || '.');
}

/** A change of level, signed with two decimals: +0,15, -0,05, or 0,00 when it did not move. */
export function formatLevelChange(settings: Pick<Settings, 'DecimalSeparator'>, change: number): string {
  const hundredths = Math.round(change * 100);
  const sign = hundredths > 0 ? '+' : hundredths < 0 ? '-' : '';
  return `${sign}${formatLevel(settings, Math.abs(hundredths) / 100)}`;
}
