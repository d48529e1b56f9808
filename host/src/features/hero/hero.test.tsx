import { screen, within } from '@testing-library/react';
import { fakeApi, neverAnswered, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { registerHostTexts } from '../../app/texts';
import { forgetHomeTemplate } from '../../lib/home-template';
import { homeTemplate, setViewportWidth } from '../../lib/testing';
import { Hero } from './hero';
import { heroImageSize, slideTextColor } from './hero-slide';

const templateCall = '/api/czconfigs/template';
const settings = { ...clubSettings, HeaderImage: 'header.jpg', Uploads: '/uploads/' };

beforeAll(() => registerHostTexts());
beforeEach(() => {
  forgetHomeTemplate();
  provideSettings(settings);
  setViewportWidth(1280);
});

const images = (container: HTMLElement) => [...container.querySelectorAll('img')];
// Slides out of view are hidden from assistive technology, names and all: they are found by their role description.
const slidesOf = (container: HTMLElement) => [
  ...container.querySelectorAll('[aria-roledescription="diapositiva"]'),
];

describe('hero slider', () => {
  it("shows the template's slides as a slide show under the club's name, the first image loading first", async () => {
    fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    const hero = screen.getByRole('region', { name: clubSettings.title });
    expect(within(hero).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Pausar el carrusel' })).toBeInTheDocument();
    const slides = slidesOf(container);
    expect(slides).toHaveLength(3);
    expect(slides[0]).toHaveAccessibleName('1 de 3');
    expect(
      within(slides[0] as HTMLElement).getByRole('heading', { level: 2, name: 'Your padel club' }),
    ).toBeInTheDocument();
    expect(within(slides[0] as HTMLElement).getByText('Book a court in a minute')).toBeInTheDocument();
    expect(
      within(slides[0] as HTMLElement).getByText('Twelve covered courts, open every day.'),
    ).toBeInTheDocument();

    const [first, ...others] = images(container);
    expect(first).toHaveAttribute('src', '/uploads/slide-1.jpg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).not.toHaveAttribute('loading');
    expect(first).toHaveAttribute('width', String(heroImageSize.width));
    expect(first).toHaveAttribute('height', String(heroImageSize.height));
    expect(others.map((image) => image.getAttribute('src'))).toEqual([
      '/uploads/slide-2.jpg',
      '/uploads/slide-3.jpg',
    ]);
    for (const image of others) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it("gives each slide its colour and its button: a page of the site, another site's address, or none", async () => {
    fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    await screen.findByRole('button', { name: 'Pausar el carrusel' });
    const [booking, school, activities] = slidesOf(container).map((slide) => within(slide as HTMLElement));
    expect(booking!.getByRole('link', { name: 'Book a court', hidden: true })).toHaveAttribute(
      'href',
      '/bookingtypes?bookings=true',
    );
    expect(booking!.getByText('Book a court in a minute').parentElement).toHaveStyle({
      color: 'rgb(255, 238, 170)',
    });
    // Another site opens in a new tab, which a screen reader is told.
    const schoolLink = school!.getByRole('link', {
      name: 'See the school (se abre en una pestaña nueva)',
      hidden: true,
    });
    expect(schoolLink).toHaveAttribute('href', 'https://school.club.test/');
    expect(schoolLink).toHaveAttribute('target', '_blank');
    expect(school!.getByText('Small groups by level').parentElement?.style.color).toBe('');
    expect(activities!.queryByRole('link', { hidden: true })).toBeNull();
  });

  it('leaves out a slide without an image, and shows a single slide without a slide show', async () => {
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, image1: '', image3: ' ' } } });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(images(container).map((image) => image.getAttribute('src'))).toEqual(['/uploads/slide-2.jpg']);
    expect(screen.getByRole('heading', { level: 2, name: 'A school for every age' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows only the first slide on a phone, with no slide show', async () => {
    setViewportWidth(375);
    fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(images(container)).toHaveLength(1);
    expect(images(container)[0]).toHaveAttribute('src', '/uploads/slide-1.jpg');
    expect(images(container)[0]).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('heading', { level: 2, name: 'Your padel club' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a court' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it("holds the hero's place, busy and already named, while the template loads", async () => {
    fakeApi({ [templateCall]: neverAnswered });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    const hero = screen.getByRole('region', { name: clubSettings.title });
    expect(hero).toHaveAttribute('aria-busy', 'true');
    expect(images(container)).toHaveLength(0);
  });
});

describe('hero of the settings', () => {
  it("stands in for a template that failed to load (logged only): the club's header image, name and description", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [templateCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: clubSettings.title })).toBeVisible();
    expect(screen.getByText(clubSettings.description)).toBeInTheDocument();
    const [image] = images(container);
    expect(image).toHaveAttribute('src', '/uploads/header.jpg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', String(heroImageSize.width));
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('link', { name: 'Haz tu reserva' })).toHaveAttribute(
      'href',
      '/bookingtypes?bookings=true',
    );
    expect(logged).toHaveBeenCalledWith('home template could not be loaded', expect.anything());
    logged.mockRestore();
  });

  it('stands in for a template without slides, and draws no image for a club without a header image', async () => {
    provideSettings({ ...settings, HeaderImage: '' });
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, image1: '', image2: '', image3: '' } } });
    const { container } = await renderAtPath(<Hero />, '/', 'es-ES');
    expect(screen.getByRole('heading', { level: 1, name: clubSettings.title })).toBeInTheDocument();
    expect(images(container)).toHaveLength(0);
  });
});

describe('slide colours', () => {
  it('take colours the club wrote as colours, and nothing else', () => {
    expect(slideTextColor('#fff')).toBe('rgb(255 255 255)');
    expect(slideTextColor('rgb(10, 20, 30)')).toBe('rgb(10 20 30)');
    expect(slideTextColor('red; background: url(x)')).toBeUndefined();
    expect(slideTextColor('')).toBeUndefined();
  });
});
