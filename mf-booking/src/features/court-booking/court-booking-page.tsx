import { useMemo, useState } from 'react';
import { getDateAvailability, getLevelRange } from '@club/shared-contracts/api/bookings';
import { getAcademyCustomer } from '@club/shared-contracts/api/customers';
import type {
  BookingResource,
  BookingType,
  BookingTypeResource,
  LevelRange,
  MatchOptions,
} from '@club/shared-contracts/booking-entities';
import { clubTime } from '@club/shared-contracts/dates';
import type { MatchGender } from '@club/shared-contracts/entities';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { errorMessage, loadFailed } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { useShownPrice } from '@club/shared-contracts/price';
import { requestLoginToContinue, useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Price } from '@club/shared-ui/price';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { encodeCheckoutPayload } from '../../lib/checkout-payload';
import { useLoginContinuation } from '../../lib/login-continuation';
import {
  checkoutPayload,
  createsMatch,
  freeOptions,
  joinedByPlaceOnly,
  type ChosenOption,
  type PickedSlot,
} from './booking-confirm';
import { bookableDays, calendarDay, isBookableDay } from './booking-days';
import { useBookingFilters, useDayList } from './court-booking-loading';
import { changeCourtView, readCourtView, sameSlot, type CourtView } from './court-view';
import { DateChoice } from './date-choice';
import { DurationChoice, offeredDurations } from './duration-choice';
import { MatchDialog } from './match-dialog';
import { genderChoices } from './match-options';
import { OptionDialog } from './option-dialog';
import { formatClock, minutesOf, usesTwelveHourClock } from '../../lib/slot-clock';
import { SlotGrid } from './slot-grid';
import { bookingTypePath, TypeFilterPanel } from './type-filter-panel';
import { useSlotPrice } from './use-slot-price';
import './texts';
import styles from './court-booking-page.module.css';

/** A step after Book: the create-match popup or an option popup. */
type ConfirmStep =
  | { kind: 'match'; range: LevelRange; genders: MatchGender[] }
  | {
      kind: 'option';
      index: number;
      resourceType: BookingTypeResource;
      options: ChosenOption[] | null;
      chosen: ChosenOption[];
      match: MatchOptions | null;
    }
  | null;

/** The type the page books: the one the address names, or without one the club's first court type. */
function typeOf(types: readonly BookingType[], id: number | null): BookingType | null {
  if (id !== null) return types.find((type) => type.id === id) ?? null;
  return types.find((type) => !type.byPlace) ?? null;
}

/**
 * The court booking page (document 2, 2.3): the day, the duration and the courts of a booking type with their free
 * times and prices; picking a time loads its price and expands it; Book asks a visitor to log in (going on after
 * it), offers a match's options and the type's other resources, then carries the booking to checkout-booking. The
 * day, duration and slot live in the address.
 */
export function CourtBookingPage() {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const typeId = positiveWhole(useParams().bookingTypeId);
  const view = readCourtView(params);
  const school = params.get('school') === 'true';
  const customerId = session.customer?.currentId ?? null;

  const filters = useBookingFilters(typeId);
  const types = filters.state === 'loaded' ? filters.data.bookingTypes : [];
  const type = filters.state === 'loaded' ? typeOf(types, typeId) : null;
  useDocumentTitle(type?.name ?? t('Book a court'));

  // Now in the club's time zone, read once per page: the strip and the date limits do not move while it is open.
  const now = useMemo(() => clubTime(settings, new Date()), [settings]);
  const anticipationMins = filters.state === 'loaded' ? filters.data.anticipationMins : null;
  const bookable = now ? bookableDays(now, anticipationMins) : null;
  const date =
    view.date && bookable && isBookableDay(view.date, bookable) ? view.date : (bookable?.first ?? '');

  const dayList = useDayList(type && date ? { date, bookingTypeId: type.id, customerId } : null);
  const resources = useMemo(() => (dayList.state === 'loaded' ? dayList.data.list.list : []), [dayList]);
  const durations = offeredDurations(resources);
  const duration =
    view.duration !== null && durations.includes(view.duration) ? view.duration : (durations[0] ?? 0);

  const [message, setMessage] = useState<string | null>(null);
  const [step, setStep] = useState<ConfirmStep>(null);
  const [working, setWorking] = useState(false);

  const change = (next: Partial<CourtView>, replace = false) => {
    setMessage(null);
    setParams((current) => changeCourtView(current, next), { replace });
  };

  const slotKey = view.slot;
  const [attempt, setAttempt] = useState(0);
  const price = useSlotPrice({ type, resources, duration, slot: slotKey, customerId, attempt });
  const picked = price.state === 'expanded' ? price.picked : null;
  const shownMessage = message ?? (price.state === 'failed' ? price.message : null);
  function finish(match: MatchOptions | null, options: ChosenOption[]) {
    if (!type || !picked || filters.state !== 'loaded' || customerId === null) return;
    const payload = checkoutPayload({
      type,
      filters: filters.data,
      picked,
      options,
      match,
      customerId,
      origin: clientOrigin(),
    });
    void navigate(paths.checkoutBooking(encodeCheckoutPayload(payload)));
  }

  // The type's other resources are offered in turn (document 2, 2.3), each from date-availability.
  function offerOption(index: number, chosen: ChosenOption[], match: MatchOptions | null) {
    const resourceType = dayList.state === 'loaded' ? dayList.data.list.multipleResources[index] : undefined;
    if (!picked || !resourceType) {
      setStep(null);
      finish(match, chosen);
      return;
    }
    const loading = { kind: 'option', index, resourceType, chosen, match } as const;
    setStep({ ...loading, options: null });
    getDateAvailability({ date, customerId, bookingTypeResourceId: resourceType.id }).then(
      (answer) => setStep({ ...loading, options: freeOptions(answer.model, picked) }),
      (error: unknown) => {
        loadFailed('date availability', error);
        setStep({ ...loading, options: [] });
      },
    );
  }

  async function book() {
    if (!type || !picked) return;
    if (!session.isLoggedIn || customerId === null) {
      // The slot is in the address: the login brings the customer back to it and goes on booking it.
      requestLoginToContinue(location.pathname + location.search, 'book');
      return;
    }
    setMessage(null);
    if (!createsMatch(type)) {
      offerOption(0, [], null);
      return;
    }
    setWorking(true);
    try {
      const range = (await getLevelRange(picked.resource.id)).model;
      if (range.referenceCustomerLevel === null) {
        setMessage(
          t(
            'Sorry, you do not have a level to create a match yet. Use the Taykus app to find out your level or ask for information at the club.',
          ),
        );
        return;
      }
      const gender = await getAcademyCustomer(customerId).then(
        (answer) => answer.model.gender,
        (error: unknown) => {
          // Without the customer's gender every gender category is offered (document 2, 2.3).
          loadFailed('customer gender', error);
          return null;
        },
      );
      setStep({ kind: 'match', range, genders: genderChoices(gender) });
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setWorking(false);
    }
  }

  // Book asked a visitor to log in: with the slot's price for the customer loaded, Book goes on by itself.
  useLoginContinuation(price.state === 'expanded' && dayList.state === 'loaded', (action) => {
    if (action === 'book') void book();
  });

  if (filters.state === 'loaded' && type && joinedByPlaceOnly(type))
    return <Navigate replace to={bookingTypePath(type, school)} />;

  const dayLabel = calendarDay(settings.Culture, date)?.format('dddd D MMMM') ?? '';
  const twelveHour = usesTwelveHourClock(settings.DateFormat);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{type ? type.name : <Skeleton width="14rem" />}</h1>
      <div className={styles.layout}>
        {filters.state === 'loaded' && type ? (
          <TypeFilterPanel types={types} current={type.id} school={school} />
        ) : (
          <div aria-hidden="true" className={styles.panelPlaceholder} />
        )}
        <div className={styles.main}>
          {bookable && (
            <DateChoice
              date={date}
              bookable={bookable}
              anticipationMins={anticipationMins}
              onChange={(day) => change({ date: day })}
            />
          )}
          <p className={styles.anticipation}>
            {filters.state === 'loaded' ? filters.data.anticipationText : ''}
          </p>
          <DurationChoice
            durations={durations}
            duration={duration}
            onChange={(minutes) => change({ duration: minutes })}
          />
          <div className={styles.message}>
            {shownMessage && <Alert variant="error">{shownMessage}</Alert>}
          </div>
          <CourtSlots
            loading={filters.state === 'loading' || dayList.state === 'loading'}
            failed={filters.state === 'failed' || (filters.state === 'loaded' && !type)}
            resources={resources}
            emptyText={dayList.state === 'loaded' ? dayList.data.message : null}
            grid={{
              resources,
              duration,
              dayLabel,
              twelveHour,
              // A slot whose price failed is not shown as picked; picking it again asks again.
              picked: price.state === 'failed' ? null : slotKey,
              pickState: price.state === 'expanded' || price.state === 'loading' ? price.state : null,
              onPick: (resource, slot) => {
                const key = { resourceId: resource.id, sstart: slot.sstart };
                setMessage(null);
                // Picking the open slot again closes it; picking a slot whose price failed asks again.
                if (!sameSlot(key, slotKey)) change({ slot: key });
                else if (price.state === 'failed') setAttempt((count) => count + 1);
                else change({ slot: null });
              },
              expansion: picked && (
                <SlotExpansion
                  picked={picked}
                  twelveHour={twelveHour}
                  working={working}
                  onBook={() => void book()}
                />
              ),
            }}
          />
        </div>
      </div>
      {step?.kind === 'match' && (
        <MatchDialog
          range={step.range}
          genders={step.genders}
          onClose={() => setStep(null)}
          onConfirm={(match) => offerOption(0, [], match)}
        />
      )}
      {step?.kind === 'option' && (
        <OptionDialog
          key={step.index}
          resourceType={step.resourceType}
          options={step.options}
          onClose={() => setStep(null)}
          onChoose={(option) =>
            offerOption(step.index + 1, option ? [...step.chosen, option] : step.chosen, step.match)
          }
        />
      )}
    </div>
  );
}

function CourtSlots({
  loading,
  failed,
  resources,
  emptyText,
  grid,
}: {
  loading: boolean;
  failed: boolean;
  resources: BookingResource[];
  emptyText: string | null;
  grid: Parameters<typeof SlotGrid>[0];
}) {
  const { t } = useTranslation('booking');
  if (failed) return <Alert variant="error">{errorMessage(null)}</Alert>;
  if (loading) return <SlotsSkeleton />;
  if (resources.length === 0 || grid.duration === 0)
    return (
      <p role="status" className={styles.empty}>
        {emptyText ?? t('Sorry nothing found Try with other filters')}
      </p>
    );
  return <SlotGrid {...grid} />;
}

/** Columns of slot-sized placeholders, as many as the carousel shows at this width. */
function SlotsSkeleton() {
  const { t } = useTranslation('booking');
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">{t('Loading courts')}</span>
      {Array.from({ length: 8 }, (_, court) => (
        <div key={court} className={styles.skeletonCourt}>
          {Array.from({ length: 12 }, (_, row) => (
            <Skeleton key={row} shape="rect" height="3rem" />
          ))}
        </div>
      ))}
    </div>
  );
}

function SlotExpansion({
  picked,
  twelveHour,
  working,
  onBook,
}: {
  picked: PickedSlot;
  twelveHour: boolean;
  working: boolean;
  onBook: () => void;
}) {
  const { t } = useTranslation('booking');
  const shownPrice = useShownPrice();
  const start = minutesOf(picked.slot.sstart);
  return (
    // Brought into view when it expands: coming back from the login, the chosen slot may be far down its court.
    <div className={styles.expansion} ref={(element) => element?.scrollIntoView?.({ block: 'nearest' })}>
      <p className={styles.expansionTimes}>
        {formatClock(start, twelveHour)}–{formatClock(start + picked.duration, twelveHour)} ·{' '}
        {t('{{minutes}} min', { minutes: picked.duration })}
      </p>
      <p className={styles.expansionPrice}>
        <Price
          value={shownPrice({ grossPrice: picked.price.price, netPrice: picked.price.netPrice })}
          special={picked.price.isSpecialPrice}
        />
        {picked.price.isSpecialPrice && <span className={styles.special}>{t('Special price')}</span>}
      </p>
      <Button onClick={onBook} loading={working}>
        {t('Book')}
      </Button>
    </div>
  );
}
