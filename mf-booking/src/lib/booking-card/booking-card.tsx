import { useId, type ReactNode } from 'react';
import type { BookingCard as BookingCardData, Player } from '@club/shared-contracts/booking-entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useShownPrice } from '@club/shared-contracts/price';
import { useSettings } from '@club/shared-contracts/settings';
import { Button } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { Price } from '@club/shared-ui/price';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { formatLevel } from '../level-format';
import { formatClock, minutesOf, usesTwelveHourClock } from '../slot-clock';
import '../texts';
import { initials, isFreePlace, maxAvatars, playersLayout, shownPlayers } from './card-layout';
import { SportIcon } from './sport-icon';
import styles from './booking-card.module.css';

/** Avatar size in pixels. */
export const avatarSize = 40;

/** Props of BookingCard. */
export interface BookingCardProps {
  booking: BookingCardData;
  /** Join pressed; no Join button without it (a past booking, a list of one's own bookings). */
  onJoin?: (booking: BookingCardData) => void;
  /** The Join button is busy (its join is under way). */
  joining?: boolean;
  /** Why the customer may not join (the match's rules), said instead of Join. */
  refusal?: string | null;
  /** No place is left to take (default: every place taken): 'Full', and no Join. */
  full?: boolean;
  /** What a full booking offers instead of Join (its waiting list). */
  whenFull?: ReactNode;
}

function Avatar({ player, className }: { player: Player; className?: string }) {
  return player.logo ? (
    <UploadImage
      file={player.logo}
      width={avatarSize}
      height={avatarSize}
      className={cx(styles.avatar, className)}
    />
  ) : (
    <span
      className={cx(styles.avatar, styles.initials, isFreePlace(player) && styles.free, className)}
      aria-hidden="true"
    >
      {isFreePlace(player) ? '+' : initials(player.name)}
    </span>
  );
}

/**
 * A booking as every booking list shows it (document 1, 2.21): the sport, day, start and duration, the gender
 * category, Competitive or Friendly with the level range, the players, the price and Join. A full booking says so
 * and offers what the list gives it (its waiting list) instead of Join; a match whose rules keep the customer out
 * says why instead. With 4 places or fewer
 * each player is named with their level; with more, their avatars overlap in a row beside the count in/max, and
 * above 6 places dots say that not everyone is drawn.
 */
export function BookingCard({
  booking,
  onJoin,
  joining = false,
  refusal = null,
  full = booking.participantsIn >= booking.maxParticipants,
  whenFull = null,
}: BookingCardProps) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  const shownPrice = useShownPrice();
  const titleId = useId();
  const whenId = useId();
  const layout = playersLayout(booking.maxParticipants);
  const start = formatClock(minutesOf(booking.startHour), usesTwelveHourClock(settings.DateFormat));
  const players = shownPlayers(booking.players, layout === 'names' ? booking.maxParticipants : maxAvatars);
  const level = (player: Player) =>
    player.level === null
      ? t('No level')
      : t('Level {{level}}', { level: formatLevel(settings, player.level) });

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.header}>
        <SportIcon sport={booking.sport} className={styles.sport} />
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {booking.bookingTypeName}
          </h3>
          <p id={whenId} className={styles.when}>
            <span className="visually-hidden">{t(booking.sport)} · </span>
            {dateOnly(booking.dtStart)} · {start} · {t('{{minutes}} min', { minutes: booking.duration })}
          </p>
        </div>
      </header>
      <p className={styles.tags}>
        <span className={styles.tag}>{t(booking.gender)}</span>
        <span className={styles.tag}>
          {booking.modifyLevel ? t('Competitive') : t('Friendly')} · {formatLevel(settings, booking.minLevel)}
          –{formatLevel(settings, booking.maxLevel)}
        </span>
        {full && <span className={cx(styles.tag, styles.full)}>{t('Full')}</span>}
      </p>
      {layout === 'names' ? (
        <ul className={styles.names} aria-label={t('Players')}>
          {players.map((player, index) => (
            <li key={isFreePlace(player) ? `free-${index}` : player.customerId} className={styles.player}>
              <Avatar player={player} />
              <span className={styles.playerName}>{isFreePlace(player) ? t('Free Slot') : player.name}</span>
              {!isFreePlace(player) && <span className={styles.level}>{level(player)}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.crowd}>
          <ul className={styles.avatars} aria-label={t('Players')}>
            {players.map((player, index) => (
              <li key={isFreePlace(player) ? `free-${index}` : player.customerId} className={styles.overlap}>
                <Avatar player={player} />
                <span className="visually-hidden">{isFreePlace(player) ? t('Free Slot') : player.name}</span>
              </li>
            ))}
          </ul>
          {layout === 'avatars-and-dots' && (
            <span className={styles.dots} aria-hidden="true">
              …
            </span>
          )}
          <span className={styles.count}>
            {t('{{count}} of {{max}} players', {
              count: booking.participantsIn,
              max: booking.maxParticipants,
            })}
          </span>
        </div>
      )}
      <footer className={styles.footer}>
        <Price
          value={shownPrice({ grossPrice: booking.price, netPrice: booking.netPrice })}
          className={styles.price}
        />
        {refusal && <p className={styles.refusal}>{refusal}</p>}
        {!refusal && full && whenFull}
        {onJoin && !refusal && !full && (
          <Button
            aria-describedby={`${titleId} ${whenId}`}
            disabled={joining}
            aria-busy={joining}
            onClick={() => onJoin(booking)}
          >
            {t('Join')}
          </Button>
        )}
      </footer>
    </article>
  );
}
