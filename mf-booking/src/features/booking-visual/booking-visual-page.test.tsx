import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookingTemplateInfo } from '@club/shared-contracts/booking-entities';
import { fakeApi } from '@club/shared-contracts/api/test-fetch';
import { logIn, provideClubSettings, renderAtPath, startAnonymous } from '@club/shared-ui/testing';
import { BookingVisualPage } from './booking-visual-page';

const config = (id: number, place: string, row: number) =>
  JSON.stringify({ id, place, row, col: id, label: place, section: 'Pista 1', translation: '', rotation: 0 });

const template = (allowSeeParticipants: boolean): BookingTemplateInfo => ({
  participants: [
    {
      bookingTemplatePlaceId: 2,
      name: 'Carlos Ruiz',
      phone: '+34 600 000 000',
      email: 'carlos@club.test',
      logo: '',
    },
  ],
  allowSeeParticipants,
  imageMap: 'byplace-map.svg',
  templateMap: {
    id: 1,
    configJson: JSON.stringify({
      width: 1000,
      height: 620,
      shapes: [
        { placeId: 1, kind: 'rect', x: 10, y: 20, width: 40, height: 30 },
        { placeId: 2, kind: 'path', d: 'M100 100 L140 100 L140 160 Z' },
      ],
    }),
  },
  places: [
    { id: 1, place: 'P1-1', configJson: config(1, 'P1-1', 1) },
    { id: 2, place: 'P1-2', configJson: config(2, 'P1-2', 2) },
  ],
});

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

const renderMap = (info: BookingTemplateInfo = template(false)) => {
  fakeApi({ 'GET /api/publicbookings/booking-template-info/1/110': { ok: true, model: info } });
  return renderAtPath(
    { '/booking-visual/:bookingId/:templateId': <BookingVisualPage />, '/bookings-byplace': 'By place list' },
    '/booking-visual/110/1?date=2026-11-30',
  );
};

describe('visual place map', () => {
  it('names every place by place, row, section and whether it is free', async () => {
    await renderMap();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your place' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Place P1-1, row 1, section Pista 1, free' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Place P1-2, row 2, section Pista 1, booked' }),
    ).toHaveAttribute('aria-disabled', 'true');
  });

  it('sends a free place, chosen by keyboard, to the by-place confirm popup with its day', async () => {
    await renderMap();
    const free = screen.getByRole('button', { name: /^Place P1-1/ });
    act(() => free.focus());
    await userEvent.keyboard('{Enter}');
    expect(window.location.pathname).toBe('/bookings-byplace');
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
      date: '2026-11-30',
      bookingId: '110',
      placeId: '1',
      place: 'P1-1',
    });
  });

  it('says a booked place is taken, and the message clears after 4 seconds', async () => {
    await renderMap();
    jest.useFakeTimers();
    try {
      const booked = screen.getByRole('button', { name: /^Place P1-2/ });
      act(() => {
        booked.focus();
        booked.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      });
      expect(screen.getByRole('status')).toHaveTextContent('This place is already booked');
      expect(window.location.pathname).toBe('/booking-visual/110/1');
      act(() => jest.advanceTimersByTime(3999));
      expect(screen.getByRole('status')).toHaveTextContent('This place is already booked');
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('status')).toHaveTextContent('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('tells free from booked in the tooltip, and the booker when the club shows participants', async () => {
    const view = await renderMap();
    await userEvent.hover(screen.getByRole('button', { name: /^Place P1-1/ }));
    expect(screen.getByText('Not booked')).toBeInTheDocument();
    await userEvent.hover(screen.getByRole('button', { name: /^Place P1-2/ }));
    expect(screen.getByText('Booked')).toBeInTheDocument();
    expect(screen.queryByText('carlos@club.test')).not.toBeInTheDocument();
    view.unmount();

    await renderMap(template(true));
    await userEvent.hover(screen.getByRole('button', { name: /^Place P1-2/ }));
    expect(screen.getByText('Carlos Ruiz')).toBeInTheDocument();
    expect(screen.getByText('carlos@club.test')).toBeInTheDocument();
  });

  it('zooms from 1 to 6 in steps of 0.05, by slider and by keys', async () => {
    await renderMap();
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('min', '1');
    expect(slider).toHaveAttribute('max', '6');
    expect(slider).toHaveAttribute('step', '0.05');
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(slider).toHaveValue('1.5');
    act(() => screen.getByRole('button', { name: /^Place P1-1/ }).focus());
    await userEvent.keyboard('+');
    expect(slider).toHaveValue('1.75');
  });
});
