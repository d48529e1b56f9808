import { useId, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import { useSettings } from '@club/shared-contracts/settings';
import { Dialog } from '@club/shared-ui/dialog';
import { Field, TextInput } from '@club/shared-ui/field';
import { Spinner } from '@club/shared-ui/spinner';
import { UploadImage } from '@club/shared-ui/upload-image';
import { formatLevel } from '../../lib/level-format';
import { usePlayerLookup } from './player-lookup';
import './texts';
import styles from './add-player-dialog.module.css';

/** The side of a player's logo in the lookup results, in pixels. */
export const playerLogoSize = 40;

/** Props of AddPlayerDialog. */
export interface AddPlayerDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the player chosen; the popup closes after it. */
  onChoose: (player: PlayerLookup) => void;
}

/** The name of a looked-up player as the list shows it: name then surname. */
export function playerName(player: Pick<PlayerLookup, 'name' | 'surname'>): string {
  return [player.name, player.surname].filter(Boolean).join(' ');
}

function PlayerSearchForm({ onChoose }: Pick<AddPlayerDialogProps, 'onChoose'>) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const [text, setText] = useState('');
  const search = usePlayerLookup(text);
  const resultsId = useId();
  return (
    <>
      <Field label={t('Name or surname')} hint={t('Type at least 3 characters.')}>
        {(control) => (
          <TextInput
            {...control}
            type="search"
            autoComplete="off"
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-controls={resultsId}
          />
        )}
      </Field>
      {/* In the popup from the start: a live region added together with its text is not announced. */}
      <div className={styles.status} role="status">
        {search.searching && <Spinner size="small" decorative />}
        {search.searching && t('Searching…')}
        {search.noResults && t('No players found')}
      </div>
      <ul id={resultsId} className={styles.results} aria-label={t('Players found')}>
        {search.results.map((player) => (
          <li key={player.id}>
            <button type="button" className={styles.player} onClick={() => onChoose(player)}>
              <UploadImage
                file={player.logo}
                className={styles.logo}
                width={playerLogoSize}
                height={playerLogoSize}
              />
              <span className={styles.name}>{playerName(player)}</span>
              {player.level !== null && (
                <span className={styles.level}>
                  {t('Level {{level}}', { level: formatLevel(settings, player.level) })}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The add-player popup of a shared payment (document 2, 2.4): 'Search a player' with the customer lookup from 3
 * characters; each result shows the player's logo, name and level, and choosing one adds them and closes the popup.
 * The search starts empty every time the popup opens.
 */
export function AddPlayerDialog({ open, onClose, onChoose }: AddPlayerDialogProps) {
  const { t } = useTranslation('booking');
  return (
    <Dialog open={open} onClose={onClose} title={t('Search a player')}>
      <PlayerSearchForm
        onChoose={(player) => {
          onChoose(player);
          onClose();
        }}
      />
    </Dialog>
  );
}
