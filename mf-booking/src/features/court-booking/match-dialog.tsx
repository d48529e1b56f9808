import { useState, type FormEvent } from 'react';
import type { LevelRange, MatchOptions } from '@club/shared-contracts/booking-entities';
import type { MatchGender } from '@club/shared-contracts/entities';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { Field, FieldPair, TextInput } from '@club/shared-ui/field';
import { useTranslation } from '@club/shared-ui/translation';
import { useSettings } from '@club/shared-contracts/settings';
import { formatLevel } from '../../lib/level-format';
import { defaultMatchOptions, parseLevel } from './match-options';
import styles from './court-booking-page.module.css';

/** Props of MatchDialog. */
export interface MatchDialogProps {
  range: LevelRange;
  genders: MatchGender[];
  onClose: () => void;
  onConfirm: (options: MatchOptions) => void;
}

/**
 * The create-match popup (document 2, 2.3): Competitive or Friendly (competitive by default), the gender category
 * (Open by default) and the level range on the provider's scale, with 2 decimals.
 */
export function MatchDialog({ range, genders, onClose, onConfirm }: MatchDialogProps) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const initial = defaultMatchOptions(range);
  const scale = { min: range.levelProviderRange.item1, max: range.levelProviderRange.item2 };
  const [competitive, setCompetitive] = useState(initial.competitive);
  const [gender, setGender] = useState<MatchGender>(initial.gender);
  const [minText, setMinText] = useState(formatLevel(settings, initial.matchRange[0]));
  const [maxText, setMaxText] = useState(formatLevel(settings, initial.matchRange[1]));
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const min = parseLevel(minText, scale);
    const max = parseLevel(maxText, scale);
    if (min === null || max === null || min > max) {
      setError(
        t('Levels go from {{min}} to {{max}}, the lowest first', {
          min: formatLevel(settings, scale.min),
          max: formatLevel(settings, scale.max),
        }),
      );
      return;
    }
    onConfirm({ competitive, gender, matchRange: [min, max] });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('Create match')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" form="create-match">
            {t('Continue')}
          </Button>
        </>
      }
    >
      <form id="create-match" className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.choices}>
          <legend>{t('Match type')}</legend>
          {[true, false].map((value) => (
            <label key={String(value)} className={styles.choice}>
              <input
                type="radio"
                name="match-type"
                checked={competitive === value}
                onChange={() => setCompetitive(value)}
              />
              {value ? t('Competitive') : t('Friendly')}
            </label>
          ))}
        </fieldset>
        <Field label={t('Gender')}>
          {(control) => (
            <select
              {...control}
              value={gender}
              onChange={(event) => setGender(event.target.value as MatchGender)}
            >
              {genders.map((choice) => (
                <option key={choice} value={choice}>
                  {t(choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <FieldPair>
          <Field label={t('Minimum level')} error={error ?? undefined}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                value={minText}
                onChange={(event) => setMinText(event.target.value)}
                onBlur={() => setMinText((text) => formatTyped(settings, text, scale))}
              />
            )}
          </Field>
          <Field label={t('Maximum level')}>
            {(control) => (
              <TextInput
                {...control}
                inputMode="decimal"
                value={maxText}
                onChange={(event) => setMaxText(event.target.value)}
                onBlur={() => setMaxText((text) => formatTyped(settings, text, scale))}
              />
            )}
          </Field>
        </FieldPair>
      </form>
    </Dialog>
  );
}

// A level typed as 3.5 reads 3,50 (the club's separator) once the field is left; what is no level is left as typed, for the message.
function formatTyped(
  settings: Parameters<typeof formatLevel>[0],
  text: string,
  scale: { min: number; max: number },
): string {
  const level = parseLevel(text, scale);
  return level === null ? text : formatLevel(settings, level);
}
