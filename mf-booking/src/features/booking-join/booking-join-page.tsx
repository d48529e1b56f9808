import { useEffect, useMemo, useState } from 'react';
import { getBookingInfo, prebookPlace } from '@club/shared-contracts/api/bookings';
import type { BookingInfo, BookingSale, Player } from '@club/shared-contracts/booking-entities';
import { cartCommands } from '@club/shared-contracts/cart';
import { useFormatDate } from '@club/shared-contracts/dates';
import { Team } from '@club/shared-contracts/entities';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { errorMessage, showGlobalError } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { useFormatPrice } from '@club/shared-contracts/price';
import { requestLogin, useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { Dialog } from '@club/shared-ui/dialog';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Navigate, useLocation, useParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import { isFreePlace } from '../../lib/booking-card/card-layout';
import { withCancelUrl } from '../../lib/cart-sale';
import { formatLevel } from '../../lib/level-format';
import { formatClock, minutesOf, usesTwelveHourClock } from '../../lib/slot-clock';
import { joinChoice, teamPlaces, withCustomerIn } from './join-rules';
import { useJoinRefusalText } from '../../lib/join-refusal';
import { WaitingList } from '../../lib/waiting-list';
import './texts';
import styles from './booking-join-page.module.css';

/** After a join: the sale to pay (null when the service is free), shown in the success popup. */
interface Joined {
  sale: BookingSale | null;
  team: Team;
}

/**
 * Joining a booking (document 2, 2.6 and 4): the booking and its players per team with their free places; Join
 * when the customer may (a team chosen in a popup when both have room, else the one with room), 'You are already
 * in' with what the customer owes, 'Max players reached'; after joining, a success popup and Pay with the price,
 * which shows the booking once more and adds its sale to the cart. A visitor is asked to log in first; a past
 * booking shows its results page instead. Beyond the specification, a match whose rules keep the customer out
 * (level range, level, gender) says why instead of Join, a full booking offers its waiting list, and a place freed
 * for the customer from it shows until when it is held for them.
 */
export function BookingJoinPage() {
  const { t } = useTranslation('booking');
  const bookingId = positiveWhole(useParams().bookingId);
  const session = useSession();
  const location = useLocation();
  const [version, setVersion] = useState(0);
  // Why the last join was refused, kept across the reload of the booking that follows it.
  const [refused, setRefused] = useState<string | null>(null);
  const request = useMemo(
    () =>
      bookingId === null
        ? null
        : // A new version asks again: after a refused join the page shows the booking as it is now.
          () => getBookingInfo(bookingId).then((answer) => ({ info: answer.model, version })),
    [bookingId, version],
  );
  const load = useLoad('booking to join', request);
  const info = load.state === 'loaded' ? load.data.info : null;
  useDocumentTitle(info ? info.bookingTypeName : t('Join'));

  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) requestLogin(location.pathname + location.search);
  }, [loggedIn, location.pathname, location.search]);

  if (bookingId === null) return <Navigate replace to={paths.bookingTypes()} />;
  if (info?.isPast) return <Navigate replace to={paths.bookingResults(bookingId)} />;
  return (
    <div className={styles.page}>
      {load.state === 'loading' && <Skeleton shape="rect" height="20rem" />}
      {load.state === 'failed' && <Alert variant="error">{errorMessage(null)}</Alert>}
      {load.state === 'loaded' && (
        <JoinBooking
          key={load.data.version}
          info={load.data.info}
          refused={refused}
          onRefused={(message) => {
            setRefused(message);
            setVersion((count) => count + 1);
          }}
        />
      )}
    </div>
  );
}

function JoinBooking({
  info,
  refused,
  onRefused,
}: {
  info: BookingInfo;
  refused: string | null;
  onRefused: (message: string | null) => void;
}) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  const formatPrice = useFormatPrice();
  const session = useSession();
  const customer = session.customer;
  const [players, setPlayers] = useState(info.players);
  const [choosing, setChoosing] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(refused);
  const [joined, setJoined] = useState<Joined | null>(null);
  const [paying, setPaying] = useState(false);
  const [successOpen, setSuccessOpen] = useState(false);
  const twelveHour = usesTwelveHourClock(settings.DateFormat);
  const start = formatClock(minutesOf(info.startHour), twelveHour);
  const choice = customer ? joinChoice({ ...info, players }, customer.currentId) : null;
  const refusalText = useJoinRefusalText();
  const { team1, team2 } = teamPlaces(players, info.maxParticipants);
  const offerEnd = info.waitingList.offerExpiresAt;

  async function join(team: Team) {
    if (!customer) return;
    setChoosing(false);
    setError(null);
    setWorking(true);
    try {
      const answer = await prebookPlace(
        { customerId: customer.currentId, bookingId: info.id, origin: clientOrigin() },
        { team },
      );
      const price = answer.model?.pending ?? 0;
      setPlayers((current) =>
        withCustomerIn(
          current,
          {
            id: customer.currentId,
            name: `${customer.name} ${customer.surname}`.trim(),
            logo: customer.logo,
          },
          team,
          price,
        ),
      );
      setJoined({ sale: answer.serviceFree ? null : answer.model, team });
      setSuccessOpen(true);
    } catch (failure) {
      const message = errorMessage(failure);
      if (message) showGlobalError(message);
      // The booking may have changed under the customer (the last place taken): it is shown again as it is now.
      onRefused(message);
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      <h1 className={styles.title}>{info.bookingTypeName}</h1>
      <dl className={styles.summary}>
        <dt>{t('Date')}</dt>
        <dd>{dateOnly(info.dtStart)}</dd>
        <dt>{t('Start')}</dt>
        <dd>{start}</dd>
        <dt>{t('Duration')}</dt>
        <dd>{t('{{minutes}} min', { minutes: info.duration })}</dd>
        <dt>{t('Court')}</dt>
        <dd>{info.resourceName}</dd>
        <dt>{t('Level range')}</dt>
        <dd>
          {info.modifyLevel ? t('Competitive') : t('Friendly')} · {formatLevel(settings, info.minLevel)}–
          {formatLevel(settings, info.maxLevel)}
        </dd>
      </dl>
      <div className={styles.teams}>
        <TeamList title={t('Team 1')} players={team1} />
        <TeamList title={t('Team 2')} players={team2} />
      </div>
      <div className={styles.actions}>
        {choice?.kind === 'already-in' && !joined && (
          <p role="status" className={styles.notice}>
            {t('You are already in')}
            {choice.debts > 0 && <> · {formatPrice(choice.debts)}</>}
          </p>
        )}
        {choice?.kind === 'ruled-out' && (
          <p role="status" className={styles.notice}>
            {refusalText(choice.refusal, info)}
          </p>
        )}
        {(choice?.kind === 'full' || choice?.kind === 'held') && customer && (
          <WaitingList
            notice={
              choice.kind === 'full'
                ? t('Max players reached')
                : t('The free places are held for the waiting list')
            }
            bookingId={info.id}
            customerId={customer.currentId}
            initial={info.waitingList}
            onError={setError}
          />
        )}
        {(choice?.kind === 'choose-team' || choice?.kind === 'join') && offerEnd && !joined && (
          <p className={styles.notice}>
            {t('A place has been freed for you: it is held until {{time}}.', {
              time: formatClock(minutesOf(offerEnd.slice(11, 16)), twelveHour),
            })}
          </p>
        )}
        {(choice?.kind === 'choose-team' || choice?.kind === 'join') && (
          <Button
            size="large"
            disabled={working}
            aria-busy={working}
            onClick={() => (choice.kind === 'join' ? void join(choice.team) : setChoosing(true))}
          >
            {t('Join')}
          </Button>
        )}
        {joined?.sale && (
          <Button size="large" onClick={() => setPaying(true)}>
            {t('Pay')} {formatPrice(joined.sale.pending)}
          </Button>
        )}
        <p role="alert" className={styles.error}>
          {error}
        </p>
      </div>
      {choosing && (
        <Dialog open onClose={() => setChoosing(false)} title={t('Choose your team')}>
          <div className={styles.teamChoice}>
            <Button onClick={() => void join(Team.Team1)}>{t('Team 1')}</Button>
            <Button onClick={() => void join(Team.Team2)}>{t('Team 2')}</Button>
          </div>
        </Dialog>
      )}
      {joined && successOpen && !paying && (
        <Dialog
          open
          onClose={() => setSuccessOpen(false)}
          title={t('You have joined the booking')}
          footer={
            joined.sale ? (
              <Button onClick={() => setPaying(true)}>
                {t('Pay')} {formatPrice(joined.sale.pending)}
              </Button>
            ) : undefined
          }
        >
          <p>{joined.team === Team.Team1 ? t('You play in team 1.') : t('You play in team 2.')}</p>
        </Dialog>
      )}
      {paying && joined?.sale && (
        <AddToCartDialog info={info} players={players} sale={joined.sale} onClose={() => setPaying(false)} />
      )}
    </>
  );
}

function TeamList({ title, players }: { title: string; players: Player[] }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  return (
    <section className={styles.team} aria-label={title}>
      <h2 className={styles.teamTitle}>{title}</h2>
      <ul className={styles.players}>
        {players.map((player, index) => (
          <li key={isFreePlace(player) ? `free-${index}` : player.customerId} className={styles.player}>
            <span>{isFreePlace(player) ? t('Free Slot') : player.name}</span>
            {!isFreePlace(player) && player.level !== null && (
              <span className={styles.level}>{formatLevel(settings, player.level)}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The match add-to-cart popup (document 2, 2.6): the booking once more, and its sale to the cart. */
function AddToCartDialog({
  info,
  players,
  sale,
  onClose,
}: {
  info: BookingInfo;
  players: Player[];
  sale: BookingSale;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  const formatPrice = useFormatPrice();
  const taken = players.filter((player) => !isFreePlace(player)).length;
  return (
    <Dialog
      open
      onClose={onClose}
      title={info.bookingTypeName}
      footer={
        <Button onClick={() => void cartCommands().addSale(withCancelUrl(sale))}>
          {t('Add to Cart')} {formatPrice(sale.pending)}
        </Button>
      }
    >
      <dl className={styles.summary}>
        <dt>{t('Start')}</dt>
        <dd>{formatClock(minutesOf(info.startHour), usesTwelveHourClock(settings.DateFormat))}</dd>
        <dt>{t('Duration')}</dt>
        <dd>{t('{{minutes}} min', { minutes: info.duration })}</dd>
        <dt>{t('Date')}</dt>
        <dd>{dateOnly(info.dtStart)}</dd>
        <dt>{t('Level range')}</dt>
        <dd>
          {formatLevel(settings, info.minLevel)}–{formatLevel(settings, info.maxLevel)}
        </dd>
        <dt>{t('Occupancy')}</dt>
        <dd>{t('{{count}} of {{max}} players', { count: taken, max: info.maxParticipants })}</dd>
        <dt>{t('Place')}</dt>
        <dd>{sale.description}</dd>
        <dt>{t('Court')}</dt>
        <dd>{info.resourceName}</dd>
        <dt>{t('Price')}</dt>
        <dd>{formatPrice(sale.pending)}</dd>
      </dl>
    </Dialog>
  );
}
