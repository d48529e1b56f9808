import type { BookingTemplateInfo } from '@club/shared-contracts/booking-entities';
import { clampZoom, placeMap, shapeCentre } from './place-map';

const config = (id: number, place: string) =>
  JSON.stringify({
    id,
    place,
    row: 1,
    col: id,
    label: place,
    section: 'Pista 1',
    translation: '',
    rotation: 0,
  });

const info: BookingTemplateInfo = {
  participants: [{ bookingTemplatePlaceId: 2, name: 'Carlos Ruiz', phone: '', email: '', logo: '' }],
  allowSeeParticipants: false,
  imageMap: 'floor.svg',
  templateMap: {
    id: 3,
    configJson: JSON.stringify({
      width: 800,
      height: 500,
      shapes: [
        { placeId: 1, kind: 'rect', x: 10, y: 20, width: 40, height: 30 },
        { placeId: 2, kind: 'path', d: 'M100 100 L140 100 L140 160 Z' },
      ],
    }),
  },
  places: [
    { id: 1, place: 'A1', configJson: config(1, 'A1') },
    { id: 2, place: 'A2', configJson: config(2, 'A2') },
    { id: 3, place: 'A3', configJson: config(3, 'A3') },
  ],
};

describe('place map', () => {
  it('draws the places that have a shape, each with who took it', () => {
    const map = placeMap(info);
    expect(map?.width).toBe(800);
    expect(
      map?.places.map((place) => [place.id, place.config.section, place.participant?.name ?? null]),
    ).toEqual([
      [1, 'Pista 1', null],
      [2, 'Pista 1', 'Carlos Ruiz'],
    ]);
  });

  it('is null when the template cannot be read', () => {
    expect(placeMap({ ...info, templateMap: { id: 3, configJson: 'not json' } })).toBeNull();
    expect(
      placeMap({ ...info, templateMap: { id: 3, configJson: '{"width":0,"height":1,"shapes":[]}' } }),
    ).toBeNull();
  });

  it('keeps the zoom from 1 to 6 on steps of 0.05', () => {
    expect(clampZoom(0.5)).toBe(1);
    expect(clampZoom(7)).toBe(6);
    expect(clampZoom(2.37)).toBe(2.35);
  });

  it('points at the middle of a shape', () => {
    expect(shapeCentre({ placeId: 1, kind: 'rect', x: 10, y: 20, width: 40, height: 30 })).toEqual({
      x: 30,
      y: 35,
    });
    expect(shapeCentre({ placeId: 2, kind: 'path', d: 'M100 100 L140 100 L140 160 Z' })).toEqual({
      x: 120,
      y: 130,
    });
  });
});
