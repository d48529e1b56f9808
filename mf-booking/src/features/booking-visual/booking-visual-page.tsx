import { useMemo, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { getBookingTemplateInfo } from '@club/shared-contracts/api/bookings';
import { errorMessage } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { cx } from '@club/shared-ui/cx';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Navigate, useNavigate, useParams, useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import {
  clampZoom,
  placeMap,
  shapeCentre,
  statusMessageMs,
  zoomLimits,
  type MapPlace,
  type PlaceMap,
} from './place-map';
import './texts';
import styles from './booking-visual-page.module.css';

/** The tooltip's picture of the booker, in pixels (document 2, 9). */
export const tooltipImage = { width: 108, height: 100 } as const;

/**
 * The visual place map, 'Choose your place' (document 2, 2.5): the template's background with its places, free or
 * booked; the zoom from 1 to 6 by slider, buttons, + and - keys, or pinching on a phone; a tooltip for the place
 * under the pointer or the focus ('Not booked', 'Booked', or the booker when the club shows participants). A free
 * place goes to the by-place list's confirm popup for it; a booked one only says so, for 4 seconds. Every place is
 * a button a keyboard reaches, named by place, row, section and whether it is free.
 */
export function BookingVisualPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Choose your place'));
  const params = useParams();
  const bookingId = positiveWhole(params.bookingId);
  const templateId = positiveWhole(params.templateId);
  const request = useMemo(
    () =>
      bookingId === null || templateId === null
        ? null
        : () => getBookingTemplateInfo(templateId, bookingId).then((answer) => answer.model),
    [bookingId, templateId],
  );
  const info = useLoad('booking template', request);
  const map = useMemo(() => (info.state === 'loaded' ? placeMap(info.data) : null), [info]);

  if (bookingId === null || templateId === null) return <Navigate replace to={paths.bookingTypes()} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Choose your place')}</h1>
      {info.state === 'loading' && <Skeleton shape="rect" height="24rem" />}
      {(info.state === 'failed' || (info.state === 'loaded' && !map)) && (
        <Alert variant="error">{errorMessage(null)}</Alert>
      )}
      {info.state === 'loaded' && map && (
        <MapView map={map} bookingId={bookingId} showParticipants={info.data.allowSeeParticipants} />
      )}
    </div>
  );
}

function MapView({
  map,
  bookingId,
  showParticipants,
}: {
  map: PlaceMap;
  bookingId: number;
  showParticipants: boolean;
}) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [zoom, setZoom] = useState<number>(zoomLimits.min);
  const [pointed, setPointed] = useState<MapPlace | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const statusTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pinch = useRef<{ distance: number; zoom: number } | null>(null);

  const label = (place: MapPlace) =>
    t('Place {{place}}, row {{row}}, section {{section}}, {{state}}', {
      place: place.config.label || place.config.place,
      row: place.config.row,
      section: place.config.section,
      state: place.participant ? t('booked') : t('free'),
    });

  function say(message: string) {
    setStatus(message);
    clearTimeout(statusTimer.current);
    statusTimer.current = setTimeout(() => setStatus(null), statusMessageMs);
  }

  function choose(place: MapPlace) {
    if (place.participant) {
      say(t('This place is already booked'));
      return;
    }
    void navigate(
      paths.bookingsByPlace(undefined, {
        bookingId,
        placeId: place.id,
        place: place.config.label || place.config.place,
        date: search.get('date') ?? undefined,
      }),
    );
  }

  function onPlaceKey(event: KeyboardEvent, place: MapPlace) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    choose(place);
  }

  function onMapKey(event: KeyboardEvent) {
    if (event.key === '+' || event.key === '=')
      setZoom((current) => clampZoom(current + zoomLimits.step * 5));
    if (event.key === '-') setZoom((current) => clampZoom(current - zoomLimits.step * 5));
  }

  const distance = (event: TouchEvent) => {
    const [a, b] = [event.touches[0], event.touches[1]];
    return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
  };

  return (
    <>
      <div className={styles.zoom}>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('Zoom out')}
          onClick={() => setZoom((z) => clampZoom(z - 0.5))}
        >
          −
        </Button>
        <label className={styles.zoomLabel}>
          <span>{t('Zoom')}</span>
          <input
            type="range"
            min={zoomLimits.min}
            max={zoomLimits.max}
            step={zoomLimits.step}
            value={zoom}
            onChange={(event) => setZoom(clampZoom(Number(event.target.value)))}
          />
        </label>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('Zoom in')}
          onClick={() => setZoom((z) => clampZoom(z + 0.5))}
        >
          +
        </Button>
        <span aria-hidden="true">{zoom.toFixed(2)}×</span>
      </div>
      <div
        className={styles.viewport}
        onKeyDown={onMapKey}
        onTouchStart={(event) => {
          if (event.touches.length === 2) pinch.current = { distance: distance(event), zoom };
        }}
        onTouchMove={(event) => {
          if (event.touches.length !== 2 || !pinch.current?.distance) return;
          setZoom(clampZoom((pinch.current.zoom * distance(event)) / pinch.current.distance));
        }}
        onTouchEnd={() => {
          pinch.current = null;
        }}
      >
        <div
          className={styles.canvas}
          style={{ width: `${zoom * 100}%`, aspectRatio: `${map.width} / ${map.height}` }}
        >
          <svg
            viewBox={`0 0 ${map.width} ${map.height}`}
            className={styles.svg}
            role="group"
            aria-label={t('Places')}
          >
            <image href={uploadUrl(settings, map.image)} width={map.width} height={map.height} />
            {map.places.map((place) => (
              <g
                key={place.id}
                role="button"
                tabIndex={0}
                aria-label={label(place)}
                aria-disabled={place.participant ? true : undefined}
                className={cx(styles.place, place.participant ? styles.booked : styles.free)}
                onClick={() => choose(place)}
                onKeyDown={(event) => onPlaceKey(event, place)}
                onMouseEnter={() => setPointed(place)}
                onMouseLeave={() => setPointed(null)}
                onFocus={() => setPointed(place)}
                onBlur={() => setPointed(null)}
              >
                {place.shape.kind === 'rect' ? (
                  <rect
                    x={place.shape.x}
                    y={place.shape.y}
                    width={place.shape.width}
                    height={place.shape.height}
                    rx={4}
                  />
                ) : (
                  <path d={place.shape.d} />
                )}
              </g>
            ))}
          </svg>
          {pointed && <PlaceTooltip place={pointed} map={map} showParticipants={showParticipants} />}
        </div>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </>
  );
}

function PlaceTooltip({
  place,
  map,
  showParticipants,
}: {
  place: MapPlace;
  map: PlaceMap;
  showParticipants: boolean;
}) {
  const { t } = useTranslation('booking');
  const centre = shapeCentre(place.shape);
  const booker = place.participant;
  return (
    <div
      className={styles.tooltip}
      style={{ left: `${(centre.x / map.width) * 100}%`, top: `${(centre.y / map.height) * 100}%` }}
      aria-hidden="true"
    >
      <strong>{place.config.label || place.config.place}</strong>
      {!booker && <span>{t('Not booked')}</span>}
      {booker && !showParticipants && <span>{t('Booked')}</span>}
      {booker && showParticipants && (
        <>
          {booker.logo && (
            <UploadImage file={booker.logo} width={tooltipImage.width} height={tooltipImage.height} />
          )}
          <span>{booker.name}</span>
          {booker.phone && <span>{booker.phone}</span>}
          {booker.email && <span>{booker.email}</span>}
        </>
      )}
    </div>
  );
}
