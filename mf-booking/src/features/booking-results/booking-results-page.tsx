import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { getBookingInfo, saveResults, updateTeam } from '@club/shared-contracts/api/bookings';
import type { BookingInfo, BookingResults } from '@club/shared-contracts/booking-entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { Team } from '@club/shared-contracts/entities';
import { errorMessage } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { requestLogin, useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Navigate, useLocation, useParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import { formatClock, minutesOf, usesTwelveHourClock } from '../../lib/slot-clock';
import { mayEnterResults, parseSets, resultsProblem, teamNames } from './results-rules';
import './texts';
import styles from './booking-results-page.module.css';

/** Sets a booking plays when its results do not say. */
const defaultSets = 3;

/**
 * Match results (document 1, 2.20 and 4): the booking and its BOOKING SCORE block, the players of each team joined
 * by ' / ' and a box per set for each team's games. A player of the booking enters them once (while team 1 has
 * none) and may switch team before; everyone else sees them. A visitor is asked to log in; a booking not played
 * yet shows its join page instead.
 */
export function BookingResultsPage() {
  const { t } = useTranslation('booking');
  const bookingId = positiveWhole(useParams().bookingId);
  const session = useSession();
  const location = useLocation();
  const [version, setVersion] = useState(0);
  const request = useMemo(
    () =>
      bookingId === null
        ? null
        : // A new version asks again, after a team change.
          () => getBookingInfo(bookingId).then((answer) => ({ info: answer.model, version })),
    [bookingId, version],
  );
  const load = useLoad('booking results', request);
  useDocumentTitle(load.state === 'loaded' ? load.data.info.bookingTypeName : t('Booking score'));

  const loggedIn = session.isLoggedIn;
  useEffect(() => {
    if (!loggedIn) requestLogin(location.pathname + location.search);
  }, [loggedIn, location.pathname, location.search]);

  if (bookingId === null) return <Navigate replace to={paths.bookingTypes()} />;
  if (load.state === 'loaded' && !load.data.info.isPast)
    return <Navigate replace to={paths.bookingJoin(bookingId)} />;
  return (
    <div className={styles.page}>
      {load.state === 'loading' && <Skeleton shape="rect" height="20rem" />}
      {load.state === 'failed' && <Alert variant="error">{errorMessage(null)}</Alert>}
      {load.state === 'loaded' && (
        <Results
          key={load.data.version}
          info={load.data.info}
          onTeamChanged={() => setVersion((count) => count + 1)}
        />
      )}
    </div>
  );
}

function Results({ info, onTeamChanged }: { info: BookingInfo; onTeamChanged: () => void }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { dateOnly } = useFormatDate();
  const customerId = useSession().customer?.currentId ?? null;
  const nSets = info.results?.nSets || defaultSets;
  const [saved, setSaved] = useState<BookingResults | null>(info.results?.team1.length ? info.results : null);
  const editable = mayEnterResults({ ...info, results: saved }, customerId);
  const [boxes, setBoxes] = useState(() => ({
    team1: Array.from({ length: nSets }, (_, set) => String(saved?.team1[set] ?? '')),
    team2: Array.from({ length: nSets }, (_, set) => String(saved?.team2[set] ?? '')),
  }));
  const [message, setMessage] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const me = info.players.find((player) => player.customerId === customerId);

  async function save(event: FormEvent) {
    event.preventDefault();
    const team1 = parseSets(boxes.team1);
    const team2 = parseSets(boxes.team2);
    const problem = resultsProblem(team1, team2, nSets);
    if (problem) {
      setMessage(
        problem === 'at-least-3-sets'
          ? t('Please fill at least 3 sets')
          : t('Please fill at least one result'),
      );
      return;
    }
    setMessage(null);
    setWorking(true);
    try {
      const answer = await saveResults({ bookingId: info.id, team1, team2 });
      setSaved({ nSets, ...answer.data });
    } catch (failure) {
      setMessage(errorMessage(failure));
    } finally {
      setWorking(false);
    }
  }

  async function switchTeam() {
    if (!me) return;
    setMessage(null);
    try {
      await updateTeam({ id: me.id, team: me.team === Team.Team1 ? Team.Team2 : Team.Team1 });
      onTeamChanged();
    } catch (failure) {
      setMessage(errorMessage(failure));
    }
  }

  const teams = [
    { key: 'team1', team: Team.Team1, label: t('Team 1') },
    { key: 'team2', team: Team.Team2, label: t('Team 2') },
  ] as const;
  return (
    <>
      <h1 className={styles.title}>{info.bookingTypeName}</h1>
      <p className={styles.when}>
        {dateOnly(info.dtStart)} ·{' '}
        {formatClock(minutesOf(info.startHour), usesTwelveHourClock(settings.DateFormat))} ·{' '}
        {info.resourceName}
      </p>
      <form
        className={styles.score}
        onSubmit={(event) => void save(event)}
        noValidate
        aria-labelledby="booking-score"
      >
        <h2 id="booking-score" className={styles.scoreTitle}>
          {t('Booking score')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('Team')}</th>
              {Array.from({ length: nSets }, (_, set) => (
                <th key={set} scope="col">
                  {t('Set {{number}}', { number: set + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {teams.map(({ key, team, label }) => {
              const names = teamNames(info, team) || label;
              return (
                <tr key={key}>
                  <th scope="row">{names}</th>
                  {boxes[key].map((value, set) => (
                    <td key={set}>
                      <input
                        className={styles.box}
                        inputMode="numeric"
                        maxLength={2}
                        aria-label={t('{{team}}, set {{number}}', { team: names, number: set + 1 })}
                        value={value}
                        readOnly={!editable}
                        onChange={(event) =>
                          setBoxes((current) => ({
                            ...current,
                            [key]: current[key].map((box, index) =>
                              index === set ? event.target.value : box,
                            ),
                          }))
                        }
                      />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <p role="alert" className={styles.message}>
          {message}
        </p>
        {editable && (
          <div className={styles.actions}>
            <Button type="submit" disabled={working} aria-busy={working}>
              {t('Save')}
            </Button>
            {me && (
              <Button variant="secondary" onClick={() => void switchTeam()}>
                {me.team === Team.Team1 ? t('Move me to team 2') : t('Move me to team 1')}
              </Button>
            )}
          </div>
        )}
        {saved && !editable && <p className={styles.saved}>{t('The results are saved.')}</p>}
      </form>
    </>
  );
}
