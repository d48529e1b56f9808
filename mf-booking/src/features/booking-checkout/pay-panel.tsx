import { useId, useRef } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { CheckoutPlayer } from '@club/shared-contracts/booking-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Button } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import type { PayMode } from './pay-modes';
import { playerPlaces } from './player-list';
import { SharedPaymentNotice } from './shared-payment-notice';
import './texts';
import styles from './pay-panel.module.css';

/** Props of PayModeChoice. */
export interface PayModeChoiceProps {
  /** The modes offered, in order. */
  modes: PayMode[];
  mode: PayMode;
  /** A match's only mode (by place) is called shared payment: each player pays a place. */
  isMatch: boolean;
  /** The amount of each mode. */
  prices: Record<PayMode, number>;
  onChange: (mode: PayMode) => void;
}

/**
 * The pay modes of checkout-booking (document 2, 2.4): a radio group of Shared Payment ('You only pay your part')
 * and Full Payment ('You assume the full booking'), each with its amount. Native radios: arrow keys move between
 * them and screen readers announce the group, the mode and its description.
 */
export function PayModeChoice({ modes, mode, isMatch, prices, onChange }: PayModeChoiceProps) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const name = useId();
  const texts: Record<PayMode, { title: string; description: string }> = {
    shared: { title: t('Shared Payment'), description: t('You only pay your part') },
    full: {
      title: isMatch ? t('Shared Payment') : t('Full Payment'),
      // A match is paid by place: the owner pays a place, as each player who joins will.
      description: isMatch ? t('You only pay your part') : t('You assume the full booking'),
    },
  };
  return (
    <fieldset className={styles.modes}>
      <legend className={styles.legend}>{t('How do you want to pay?')}</legend>
      {modes.map((option) => {
        const id = `${name}-${option}`;
        return (
          <div key={option} className={option === mode ? `${styles.mode} ${styles.chosen}` : styles.mode}>
            <input
              id={id}
              type="radio"
              name={name}
              value={option}
              checked={option === mode}
              onChange={() => onChange(option)}
              aria-labelledby={`${id}-title`}
              aria-describedby={`${id}-description`}
            />
            <label htmlFor={id} className={styles.modeLabel}>
              <span id={`${id}-title`} className={styles.modeTitle}>
                {texts[option].title}
              </span>
              <span id={`${id}-description`} className={styles.modeDescription}>
                {texts[option].description}
              </span>
            </label>
            <Price className={styles.modePrice} value={formatPrice(prices[option])} />
          </div>
        );
      })}
    </fieldset>
  );
}

/** Props of PlayerList. */
export interface PlayerListProps {
  players: CheckoutPlayer[];
  maxParticipants: number;
  /** Each place's share of the booking. */
  shares: { owner: number; teammate: number };
  /** The shared payment's amount. */
  total: number;
  /** 'Max players reached' after a try to add one more. */
  maxReached: boolean;
  onAdd: () => void;
  onRemove: (customerId: number) => void;
}

/**
 * The players of a shared payment (document 2, 2.4): the owner first without a remove button, the other players
 * each with one, a 'Free Slot' for each place left, the total, Add players and the shared payments notice.
 */
export function PlayerList({
  players,
  maxParticipants,
  shares,
  total,
  maxReached,
  onAdd,
  onRemove,
}: PlayerListProps) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const addRef = useRef<HTMLButtonElement>(null);

  function remove(customerId: number) {
    onRemove(customerId);
    // The button pressed leaves with its player: focus goes on to where the next player would be added.
    addRef.current?.focus();
  }

  return (
    <section className={styles.players} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.playersHeading}>
        {t('Players')}
      </h3>
      <ol className={styles.playerList}>
        {playerPlaces(players, maxParticipants).map((place, index) => {
          if (place.kind === 'free') {
            return (
              <li key={`free-${index}`} className={`${styles.place} ${styles.free}`}>
                <span className={styles.playerName}>{t('Free Slot')}</span>
                <Price value={formatPrice(shares.teammate)} className={styles.share} />
              </li>
            );
          }
          const { player } = place;
          return (
            <li key={player.customerId} className={styles.place}>
              <span className={styles.playerName}>{player.name}</span>
              <Price
                value={formatPrice(place.kind === 'owner' ? shares.owner : shares.teammate)}
                className={styles.share}
              />
              {place.kind === 'owner' ? (
                <span className={styles.you}>{t('You')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.remove}
                  aria-label={t('Remove {{name}}', { name: player.name })}
                  onClick={() => remove(player.customerId)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.total}>
        <span>{t('Total')}</span>
        <Price value={formatPrice(total)} />
      </p>
      <Button ref={addRef} variant="secondary" onClick={onAdd}>
        {t('Add players')}
      </Button>
      {/* In the page from the start: a live region added together with its text is not announced. */}
      <p className={styles.maxReached} role="status">
        {maxReached && t('Max players reached')}
      </p>
      <SharedPaymentNotice />
    </section>
  );
}
