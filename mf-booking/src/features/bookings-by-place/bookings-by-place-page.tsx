import { useMemo, useState } from 'react';
import type {
  BookingCard as BookingCardData,
  BookingType,
  ByPlaceBooking,
} from '@club/shared-contracts/booking-entities';
import { clubTime, useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { requestLoginToContinue, useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button, buttonClassName } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { conceptsOf, narrowByConcept } from '../../lib/booking-concepts';
import { BookingCard } from '../../lib/booking-card/booking-card';
import { hasNoPlaceLeft, useWhyNotJoin } from '../../lib/join-refusal';
import {
  bookingToJoin,
  joinAction,
  useLoginContinuation,
  withoutPendingAction,
} from '../../lib/login-continuation';
import { WaitingList } from '../../lib/waiting-list';
import { useBookingToJoin, useByPlaceList, useByPlaceTypes } from './by-place-loading';
import { changeByPlaceView, dayGroups, readByPlaceView, weekdayNames } from './by-place-view';
import { JoinDialog } from './join-dialog';
import './texts';
import styles from './bookings-by-place-page.module.css';

// The concept keys and the day go along when another type is chosen.
function typeLink(type: BookingType | null, params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const key of ['bookingId', 'placeId', 'place']) next.delete(key);
  const search = next.toString();
  return `${type ? paths.bookingsByPlace(type.id) : paths.bookingsByPlace()}${search ? `?${search}` : ''}`;
}

/**
 * The bookings by place (document 2, 2.2): All and one button per by-place type, 'Create match' when the chosen
 * type allows it, the day the week starts, and the week's bookings under their weekdays with their dates, in date
 * order from that day (each a row of booking cards). Join sends a booking with a visual map to it and opens the
 * confirm popup otherwise, going on after the login a visitor is asked for; a full booking offers its waiting list,
 * and a booking the customer is in, or a match whose rules keep them out, says so. The popup lives in the address (bookingId, and the place
 * chosen on the map).
 */
export function BookingsByPlacePage() {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dayMonth } = useFormatDate();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const typeId = positiveWhole(useParams().bookingTypeId);
  const view = readByPlaceView(params);
  const today = useMemo(() => clubTime(settings, new Date())?.format('YYYY-MM-DD') ?? '', [settings]);
  const date = view.date && view.date >= today ? view.date : today;

  const types = useByPlaceTypes();
  const offered = types.state === 'loaded' ? narrowByConcept(types.data, conceptsOf(params)) : [];
  const type = offered.find((candidate) => candidate.id === typeId) ?? null;
  useDocumentTitle(type?.name ?? t('Join a booking'));

  const customerId = session.customer?.currentId ?? null;
  const whyNotJoin = useWhyNotJoin();
  const list = useByPlaceList({ bookingTypeId: typeId, customerId, date });
  const joining = useBookingToJoin(view.bookingId, list);

  // A customer's Join: a booking with a map goes to it, any other opens its confirm popup.
  function goOnJoining(bookingId: number, templateId: number | null) {
    if (templateId) {
      void navigate(paths.bookingVisual(bookingId, templateId, date));
      return;
    }
    setParams(changeByPlaceView(withoutPendingAction(params), { bookingId }), { replace: true });
  }

  function join(booking: BookingCardData) {
    if (!session.isLoggedIn) {
      // The login goes on joining this booking.
      requestLoginToContinue(`${location.pathname}?${params.toString()}`, joinAction(booking.id));
      return;
    }
    goOnJoining(booking.id, (booking as ByPlaceBooking).bookingTemplateId);
  }

  // Join asked a visitor to log in: with the list loaded for the customer, Join goes on by itself.
  useLoginContinuation(list.state === 'loaded', (action) => {
    const bookingId = bookingToJoin(action);
    if (bookingId === null) return;
    const listed =
      list.state === 'loaded' ? list.data.find((booking) => booking.id === bookingId) : undefined;
    goOnJoining(bookingId, listed?.bookingTemplateId ?? null);
  });

  const groups = list.state === 'loaded' ? dayGroups(list.data) : [];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{type?.name ?? t('Join a booking')}</h1>
      <nav className={styles.types} aria-label={t('Booking types')}>
        {types.state === 'loading' ? (
          <Skeleton width="20rem" height="2.75rem" />
        ) : (
          [null, ...offered].map((candidate) => (
            <Link
              key={candidate?.id ?? 'all'}
              to={typeLink(candidate, params)}
              className={cx(styles.type, (candidate?.id ?? null) === typeId && styles.current)}
              aria-current={(candidate?.id ?? null) === typeId ? 'page' : undefined}
            >
              {candidate ? candidate.name : t('All')}
            </Link>
          ))
        )}
      </nav>
      <div className={styles.toolbar}>
        <label className={styles.date}>
          <span>{t('Date')}</span>
          <input
            type="date"
            value={date}
            min={today}
            required
            onChange={(event) => {
              if (event.target.value >= today)
                setParams(changeByPlaceView(params, { date: event.target.value }));
            }}
          />
        </label>
        {type?.allowCreateBookByPlace && (
          <Link to={paths.bookings(type.id)} className={buttonClassName('primary')}>
            {t('Create match')}
          </Link>
        )}
      </div>
      <div aria-busy={list.state === 'loading'}>
        {list.state === 'loading' && <ListSkeleton />}
        {list.state === 'failed' && (
          <Alert variant="error">{t('Oops! there is nothing you can join. Try changing the date')}</Alert>
        )}
        {list.state === 'loaded' && groups.length === 0 && (
          <p role="status" className={styles.empty}>
            {t('Oops! there is nothing you can join. Try changing the date')}
          </p>
        )}
        {groups.map((group) => (
          <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
            <h2 id={`day-${group.day}`} className={styles.weekday}>
              {t(weekdayNames[group.weekday] ?? 'Sunday')} {dayMonth(group.day)}
            </h2>
            <ul className={styles.row}>
              {group.bookings.map((booking) => (
                <li key={booking.id} className={styles.item}>
                  <BookingCard
                    booking={booking}
                    onJoin={join}
                    refusal={whyNotJoin(booking, customerId)}
                    full={hasNoPlaceLeft(booking)}
                    whenFull={
                      customerId === null ? (
                        // A visitor logs in first; the booking's popup then offers its waiting list.
                        <Button variant="secondary" onClick={() => join(booking)}>
                          {t('Join the waiting list')}
                        </Button>
                      ) : (
                        <CardWaitingList booking={booking} customerId={customerId} />
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {joining && (
        <JoinDialog
          booking={joining}
          place={view.placeId ? { id: view.placeId, name: view.place } : null}
          onClose={() => setParams(changeByPlaceView(params, { bookingId: null }))}
        />
      )}
    </div>
  );
}

/** The waiting list a full booking's card offers, with what went wrong under it. */
function CardWaitingList({ booking, customerId }: { booking: ByPlaceBooking; customerId: number }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <div>
      <WaitingList
        bookingId={booking.id}
        customerId={customerId}
        initial={booking.waitingList}
        onError={setError}
      />
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </div>
  );
}

/** A weekday heading and a row of card-sized placeholders. */
function ListSkeleton() {
  return (
    <div className={styles.day} aria-hidden="true">
      <Skeleton width="8rem" height="1.5rem" />
      <div className={styles.row}>
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} shape="rect" height="16rem" className={styles.item} />
        ))}
      </div>
    </div>
  );
}
