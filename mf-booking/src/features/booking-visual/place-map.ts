// The visual map of a by-place booking (document 2, 2.5 and 9): the template's places with their shapes, who took
// which, and the zoom's limits.
import type {
  BookingTemplateInfo,
  PlaceConfig,
  PlaceShape,
  TemplateMapConfig,
  TemplateParticipant,
} from '@club/shared-contracts/booking-entities';

/** The zoom slider: 1 to 6 in steps of 0.05. */
export const zoomLimits = { min: 1, max: 6, step: 0.05 } as const;

/** How long the map's status message stays, in milliseconds. */
export const statusMessageMs = 4000;

/** A place of the map, ready to draw: its config, its shape and who took it (null when free). */
export interface MapPlace {
  id: number;
  config: PlaceConfig;
  shape: PlaceShape;
  participant: TemplateParticipant | null;
}

/** The map to draw: its size in its own units, the background image and the places that have a shape. */
export interface PlaceMap {
  width: number;
  height: number;
  image: string;
  places: MapPlace[];
}

function parse<T>(json: string): T | null {
  try {
    return JSON.parse(json) as T;
  } catch {
    return null;
  }
}

/** The map of a template's answer; null when its configuration cannot be read. */
export function placeMap(info: BookingTemplateInfo): PlaceMap | null {
  const config = parse<TemplateMapConfig>(info.templateMap.configJson);
  if (!config || !(config.width > 0) || !(config.height > 0) || !Array.isArray(config.shapes)) return null;
  const places = info.places.flatMap((place): MapPlace[] => {
    const shape = config.shapes.find((candidate) => candidate.placeId === place.id);
    const placeConfig = parse<PlaceConfig>(place.configJson);
    if (!shape || !placeConfig) return [];
    const participant = info.participants.find((one) => one.bookingTemplatePlaceId === place.id) ?? null;
    return [
      {
        id: place.id,
        config: { ...placeConfig, place: place.place || placeConfig.place },
        shape,
        participant,
      },
    ];
  });
  return { width: config.width, height: config.height, image: info.imageMap, places };
}

/** A zoom kept within the slider's limits, on its steps. */
export function clampZoom(zoom: number): number {
  const stepped = Math.round(zoom / zoomLimits.step) * zoomLimits.step;
  return Math.min(zoomLimits.max, Math.max(zoomLimits.min, Math.round(stepped * 100) / 100));
}

/** The centre of a place's shape, where its tooltip points (a path's from its numbers' bounding box). */
export function shapeCentre(shape: PlaceShape): { x: number; y: number } {
  if (shape.kind === 'rect') return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
  const numbers = (shape.d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  const middle = (values: number[]) => (values.length ? (Math.min(...values) + Math.max(...values)) / 2 : 0);
  return { x: middle(xs), y: middle(ys) };
}
