import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type { Training, TrainingSummary } from '@club/shared-contracts/training-entities';
import { logIn, provideClubSettings, renderAtPath, startAnonymous } from '@club/shared-ui/testing';
import { TrainingPage } from './training-page';
import { TrainingsPage } from './trainings-page';

const summary = (id: number, start: string, description: string): TrainingSummary => ({
  id,
  start,
  duration: 90,
  description,
});

const training: Training = {
  ...summary(1, '2026-11-24T19:30:00', 'Wall defence'),
  presented: true,
  publicComments: 'Bring water',
  gallery: [
    { url: '/uploads/wall.svg', title: 'Wall defence positions', width: 480, height: 360 },
    { url: 'lob.svg', title: 'Lob paths', width: 480, height: 360 },
  ],
  videos: [{ title: 'Wall defence drill', url: '/uploads/drill.svg' }],
  files: [{ url: '/uploads/plan.svg', title: 'Session plan' }],
};

let requests: SentRequest[];

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  logIn(7);
});

describe('trainings page', () => {
  it('opens Next Trainings with items linking to their detail; Past Trainings are closed and not links', async () => {
    requests = fakeApi({
      'POST /api/publicteams/trainings': {
        ok: true,
        model: {
          next: [
            summary(1, '2026-11-24T19:30:00', 'Wall defence'),
            summary(2, '2026-12-01T19:30:00', 'Smash'),
          ],
          past: [summary(3, '2026-11-17T19:30:00', 'Volley')],
        },
      },
    });
    await renderAtPath({ '/trainings': <TrainingsPage /> }, '/trainings');
    expect(requests.map((request) => request.body)).toEqual([{ customerId: 7 }]);
    expect(screen.getByRole('button', { name: 'Next Trainings' })).toHaveAttribute('aria-expanded', 'true');
    const past = screen.getByRole('button', { name: 'Past Trainings' });
    expect(past).toHaveAttribute('aria-expanded', 'false');
    const next = within(screen.getByRole('region', { name: 'Next Trainings' })).getAllByRole('link');
    expect(next.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['24/11/2026 19:3090 minWall defence', '/trainings/1'],
      ['01/12/2026 19:3090 minSmash', '/trainings/2'],
    ]);
    await userEvent.click(past);
    const pastRegion = screen.getByRole('region', { name: 'Past Trainings' });
    expect(within(pastRegion).getByText('Volley')).toBeVisible();
    expect(within(pastRegion).queryAllByRole('link')).toHaveLength(0);
  });

  it('says when a list is empty', async () => {
    fakeApi({ 'POST /api/publicteams/trainings': { ok: true, model: { next: [], past: [] } } });
    await renderAtPath({ '/trainings': <TrainingsPage /> }, '/trainings');
    expect(
      within(screen.getByRole('region', { name: 'Next Trainings' })).getByText('No trainings'),
    ).toBeVisible();
  });
});

describe('training page', () => {
  const renderTraining = (path = '/trainings/1') =>
    renderAtPath({ '/trainings/:id': <TrainingPage />, '/trainings': 'Trainings page' }, path);

  it('shows Info first, then the gallery, videos and files through an accessible tab list', async () => {
    requests = fakeApi({ 'POST /api/publicteams/training': { ok: true, model: training } });
    await renderTraining();
    expect(requests.map((request) => request.body)).toEqual([{ customerId: 7, itemId: 1 }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Wall defence' })).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Info', 'Gallery', 'Videos', 'Files']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const info = screen.getByRole('tabpanel', { name: 'Info' });
    expect(within(info).getByText('Yes')).toBeVisible();
    expect(within(info).getByText('Bring water')).toBeVisible();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Gallery' })).toHaveFocus();
    const images = within(screen.getByRole('tabpanel', { name: 'Gallery' })).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      ['Wall defence positions', '/uploads/wall.svg'],
      ['Lob paths', '/uploads/lob.svg'],
    ]);
    expect(images[0]).toHaveAttribute('width', '480');
    expect(images[0]).toHaveAttribute('height', '360');

    await userEvent.keyboard('{ArrowRight}');
    const video = within(screen.getByRole('tabpanel', { name: 'Videos' })).getByTitle('Wall defence drill');
    expect(video.tagName).toBe('IFRAME');
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual(['249', '200']);

    await userEvent.keyboard('{End}');
    const file = within(screen.getByRole('tabpanel', { name: 'Files' })).getByRole('link', {
      name: 'Session plan',
    });
    expect(file).toHaveAttribute('href', '/uploads/plan.svg');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Info' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says when a tab has nothing, and sends an address without a training to the list', async () => {
    fakeApi({
      'POST /api/publicteams/training': {
        ok: true,
        model: { ...training, presented: false, gallery: [], videos: [], files: [] },
      },
    });
    await renderTraining();
    expect(within(screen.getByRole('tabpanel', { name: 'Info' })).getByText('No')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Gallery' }));
    expect(screen.getByText('No images')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByText('No videos')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Files' }));
    expect(screen.getByText('No files')).toBeVisible();
    await renderTraining('/trainings/abc');
    expect(window.location.pathname).toBe('/trainings');
  });
});
