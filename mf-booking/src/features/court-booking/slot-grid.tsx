import { useRef, useState, type KeyboardEvent, type ReactNode, type UIEvent } from 'react';
import type { BookingResource, TimeTableSlot } from '@club/shared-contracts/booking-entities';
import { useFormatPrice } from '@club/shared-contracts/price';
import { Button } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { Price } from '@club/shared-ui/price';
import { Spinner } from '@club/shared-ui/spinner';
import { useTranslation } from '@club/shared-ui/translation';
import { useMediaQuery } from '@club/shared-ui/use-media-query';
import { sameSlot, type SlotKey } from './court-view';
import { formatClock, minutesOf } from '../../lib/slot-clock';
import { moveInGrid, type GridCell } from './slot-navigation';
import styles from './slot-grid.module.css';

/** Props of SlotGrid. */
export interface SlotGridProps {
  resources: BookingResource[];
  duration: number;
  /** The chosen day in words, for each slot's accessible name. */
  dayLabel: string;
  twelveHour: boolean;
  picked: SlotKey | null;
  /** The picked slot's price is loading, or loaded (the slot is expanded), or nothing is picked. */
  pickState: 'loading' | 'expanded' | null;
  /** What an expanded slot shows under its time: the price and the booking button. */
  expansion: ReactNode;
  onPick: (resource: BookingResource, slot: TimeTableSlot) => void;
}

/** The starts of a court that offer the duration. */
export function slotsFor(resource: BookingResource, duration: number): TimeTableSlot[] {
  return resource.timeTable.filter((slot) => slot.durations.includes(duration));
}

// Slides shown and scrolled per width (document 2, 9); the CSS draws the same number of columns.
function useCarouselStep(): number {
  const narrow = useMediaQuery('(max-width: 479.98px)');
  const mobile = useMediaQuery('(max-width: 767.98px)');
  const medium = useMediaQuery('(max-width: 1299.98px)');
  if (narrow) return 1;
  if (mobile) return 2;
  return medium ? 3 : 8;
}

/**
 * The courts of the day as a carousel of columns, each with its free starts for the chosen duration and their
 * prices. The whole is one ARIA grid with one tab stop (research notes B1): arrow keys, Home, End, PageUp and
 * PageDown move between slots, Enter or Space picks one, and each slot is announced as court, day, time, duration
 * and price. Picking loads the price; only then does the slot expand.
 */
export function SlotGrid(props: SlotGridProps) {
  const { resources, duration, picked } = props;
  const { t } = useTranslation('booking');
  const step = useCarouselStep();
  const trackRef = useRef<HTMLDivElement>(null);
  const slotRefs = useRef(new Map<string, HTMLButtonElement>());
  const [edges, setEdges] = useState({ start: true, end: false });
  const courts = resources.map((resource) => ({ resource, slots: slotsFor(resource, duration) }));
  const rows = courts.map(({ slots }) => slots.length);

  const pickedCourt = picked ? courts.findIndex(({ resource }) => resource.id === picked.resourceId) : -1;
  const pickedRow =
    picked && pickedCourt >= 0
      ? (courts[pickedCourt]?.slots.findIndex((slot) => slot.sstart === picked.sstart) ?? -1)
      : -1;
  const pickedCell = pickedRow >= 0 ? { court: pickedCourt, row: pickedRow } : undefined;
  const firstCourt = rows.findIndex((count) => count > 0);
  const [focused, setFocused] = useState<GridCell | null>(null);
  const stop =
    focused && focused.row < (rows[focused.court] ?? 0)
      ? focused
      : (pickedCell ?? (firstCourt >= 0 ? { court: firstCourt, row: 0 } : null));

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!stop || !(event.target instanceof HTMLButtonElement) || event.target.dataset.slot === undefined)
      return;
    const next = moveInGrid(rows, stop, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setFocused(next);
    slotRefs.current.get(`${next.court}:${next.row}`)?.focus();
  }

  function scrollCourts(direction: 1 | -1) {
    const track = trackRef.current;
    const column = track?.firstElementChild;
    if (!track || !(column instanceof HTMLElement)) return;
    const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
    track.scrollBy({ left: direction * step * (column.offsetWidth + gap), behavior: 'smooth' });
  }

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const track = event.currentTarget;
    setEdges({
      start: track.scrollLeft <= 1,
      end: track.scrollLeft + track.clientWidth >= track.scrollWidth - 1,
    });
  }

  return (
    <div className={styles.carousel}>
      <div className={styles.arrows}>
        <Button
          variant="secondary"
          size="small"
          disabled={edges.start}
          aria-controls="court-slots"
          onClick={() => scrollCourts(-1)}
        >
          <span aria-hidden="true">‹</span> {t('Previous courts')}
        </Button>
        <Button
          variant="secondary"
          size="small"
          disabled={edges.end || resources.length <= step}
          aria-controls="court-slots"
          onClick={() => scrollCourts(1)}
        >
          {t('Next courts')} <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div
        id="court-slots"
        ref={trackRef}
        className={styles.track}
        role="grid"
        aria-label={t('Courts and times')}
        onKeyDown={onKeyDown}
        onScroll={onScroll}
      >
        {courts.map(({ resource, slots }, court) => (
          <div key={resource.id} role="row" className={styles.court}>
            <div role="rowheader" className={styles.courtName}>
              {resource.name}
            </div>
            {slots.length === 0 ? (
              <div role="gridcell" className={styles.none}>
                {t('No free times')}
              </div>
            ) : (
              slots.map((slot, row) => (
                <SlotCell
                  key={slot.sstart}
                  {...props}
                  resource={resource}
                  slot={slot}
                  tabStop={stop?.court === court && stop.row === row}
                  buttonRef={(element) => {
                    const key = `${court}:${row}`;
                    if (element) slotRefs.current.set(key, element);
                    else slotRefs.current.delete(key);
                  }}
                  onFocus={() => setFocused({ court, row })}
                />
              ))
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

function SlotCell({
  resource,
  slot,
  duration,
  dayLabel,
  twelveHour,
  picked,
  pickState,
  expansion,
  onPick,
  tabStop,
  buttonRef,
  onFocus,
}: SlotGridProps & {
  resource: BookingResource;
  slot: TimeTableSlot;
  tabStop: boolean;
  buttonRef: (element: HTMLButtonElement | null) => void;
  onFocus: () => void;
}) {
  const { t } = useTranslation('booking');
  const formatPrice = useFormatPrice();
  const price = slot.priceByDuration[String(duration)];
  const start = formatClock(minutesOf(slot.sstart), twelveHour);
  const end = formatClock(minutesOf(slot.sstart) + duration, twelveHour);
  const amount = price ? formatPrice(price.amount) : '';
  const special = price?.isSpecialPrice ?? false;
  const isPicked = sameSlot(picked, { resourceId: resource.id, sstart: slot.sstart });
  const label = t('{{court}}, {{day}}, {{start}}, {{price}} (to {{end}}, {{duration}} min)', {
    court: resource.name,
    day: dayLabel,
    start,
    end,
    duration,
    price: amount,
  });
  return (
    <div role="gridcell" className={cx(styles.cell, isPicked && pickState === 'expanded' && styles.expanded)}>
      <button
        ref={buttonRef}
        type="button"
        data-slot=""
        className={cx(styles.slot, isPicked && styles.picked)}
        tabIndex={tabStop ? 0 : -1}
        aria-label={special ? `${label}, ${t('Special price')}` : label}
        aria-pressed={isPicked}
        aria-busy={isPicked && pickState === 'loading'}
        onFocus={onFocus}
        onClick={() => onPick(resource, slot)}
      >
        {/* The space keeps the time and the price apart in the button's text, as they are in its name. */}
        <span className={styles.time}>{start}</span>{' '}
        <Price value={amount} special={special} className={styles.price} />
        {isPicked && pickState === 'loading' && <Spinner size="small" decorative />}
      </button>
      {isPicked && pickState === 'expanded' && expansion}
    </div>
  );
}
