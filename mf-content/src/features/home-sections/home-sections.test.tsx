import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { fakeFetch, type SentRequest } from '@club/shared-contracts/api/test-fetch';
import type {
  ActivitySummary,
  Banner,
  FileUpload,
  PostSummary,
  TextBlock,
} from '@club/shared-contracts/entities';
import type { Language } from '@club/shared-contracts/i18n';
import { fakeMedia, provideClubSettings, renderAtPath } from '@club/shared-ui/testing';
import { HomeSection as ActivitiesSection } from './activities-section';
import { HomeSection as BannersSection } from './banners-section';
import { HomeSection as PostsSection } from './posts-section';
import { HomeSection as SponsorsSection } from './sponsors-section';
import { HomeSection as TeamSection } from './team-section';
import { HomeSection as TestimonialsSection } from './testimonials-section';

const activities: ActivitySummary[] = [1, 2, 3, 4, 5].map((id) => ({
  id,
  name: `Activity ${id}`,
  poster: `activity-${id}.svg`,
  start: `2026-12-0${id}T10:00:00`,
}));

const banners: Banner[] = [
  {
    id: 1,
    title: 'Escuela',
    text: '<p>Clases para <b>todos</b>.</p>',
    image: 'b1.svg',
    url: '/bookingtypes?school=true',
  },
  { id: 2, title: 'Federación', text: '', image: 'b2.svg', url: 'https://federacion.test/torneos' },
  { id: 3, title: 'Tienda', text: 'Descuentos.', image: 'b3.svg', url: 'http://localhost/shop?type=7' },
  { id: 4, title: 'Truco', text: '', image: 'b4.svg', url: 'javascript:alert(1)' },
  { id: 5, title: 'Quinto', text: '', image: 'b5.svg', url: '/blog' },
];

/** A testimonial or team member of the list. */
const textBlock = (id: number, changes: Partial<TextBlock> = {}): TextBlock => ({
  id,
  title: `Person ${id}`,
  text: `Words of person ${id}.`,
  smalText: `Role ${id}`,
  image: `person-${id}.svg`,
  created: '2026-11-01T10:00:00Z',
  name: 'Admin',
  textBlockType: 'Testimonials',
  ...changes,
});

const testimonials = [
  textBlock(1, { text: '<p>Un club <strong>genial</strong>.</p><script>alert(1)</script>' }),
  textBlock(2),
  textBlock(3, { smalText: '' }),
];
const team = [1, 2, 3, 4, 5].map((id) => textBlock(id, { textBlockType: 'Teams' }));

const posts: PostSummary[] = [1, 2, 3].map((id) => ({
  id,
  title: `Post ${id}`,
  image: `post-${id}.svg`,
  smalText: `Summary of post ${id}`,
  created: `2026-11-0${id}T09:00:00Z`,
  name: 'Marta',
}));

const sponsors: FileUpload[] = [
  { url: 'sponsor-1.svg', description: 'Deportes Ribera' },
  { url: 'sponsor-2.svg', description: 'https://www.aguasierra.test/' },
  { url: 'sponsor-3.svg', description: 'Fisio Centro' },
  { url: 'sponsor-4.svg', description: 'javascript:alert(1)' },
];

/** Renders a section under a router; the calls it starts have answered when this resolves. */
const renderSection = (Section: ComponentType, language: Language = 'en-US') =>
  renderAtPath(<Section />, '/', language);

/** Replaces fetch with one whose answers never arrive. */
function neverAnswer(): void {
  global.fetch = jest.fn(() => new Promise(() => undefined)) as unknown as typeof fetch;
}

const calls = (requests: SentRequest[]) => requests.map((request) => [request.method, request.url.pathname]);

/** The slides of a carousel in view, by their names ("1 of 3"): the others are hidden from assistive technology. */
const slidesInView = (section: HTMLElement) =>
  within(section)
    .queryAllByRole('group', { name: /^\d+ \p{L}+ \d+$/u })
    .map((slide) => slide.getAttribute('aria-label'));

beforeEach(() => {
  provideClubSettings();
  fakeMedia();
});

const sections = [
  {
    name: 'Activities',
    Section: ActivitiesSection,
    path: '/api/publicactivities/list',
    answer: { ok: true, model: activities },
    empty: { ok: true, model: [] },
    label: 'activities',
    items: 'article',
  },
  {
    name: 'Noticeboard',
    Section: BannersSection,
    path: '/api/banners/open-list',
    answer: { ok: true, rowData: banners },
    empty: { ok: true, rowData: [] },
    label: 'board banners',
    items: 'article',
  },
  {
    name: 'Testimonials',
    Section: TestimonialsSection,
    path: '/api/cztextblocks/list',
    answer: { ok: true, rowData: testimonials },
    empty: { ok: true, rowData: [] },
    label: 'testimonials',
    items: 'figure',
  },
  {
    name: 'Our team',
    Section: TeamSection,
    path: '/api/cztextblocks/list',
    answer: { ok: true, rowData: team },
    empty: { ok: true, rowData: [] },
    label: 'team',
    items: 'article',
  },
  {
    name: 'Latest posts',
    Section: PostsSection,
    path: '/api/cztextblocks/list-with-users',
    answer: { ok: true, model: posts },
    empty: { ok: true, model: [] },
    label: 'last posts',
    items: 'article',
  },
  {
    name: 'Sponsors',
    Section: SponsorsSection,
    path: '/api/fileuploads/open-list',
    answer: { ok: true, data: sponsors },
    empty: { ok: true, data: [] },
    label: 'sponsors',
    items: 'img',
  },
];

describe.each(sections)('$name home section', ({ name, Section, path, answer, empty, label, items }) => {
  it('asks for its list once and shows its items under its heading', async () => {
    const requests = fakeFetch(answer);
    const { container } = await renderSection(Section);
    expect(calls(requests)).toEqual([['GET', path]]);
    const section = screen.getByRole('region', { name });
    expect(within(section).getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(section).not.toHaveAttribute('aria-busy');
    expect(container.querySelectorAll(items).length).toBeGreaterThan(0);
  });

  it('is busy with its skeleton, and no item, while its list loads', async () => {
    neverAnswer();
    const { container } = await renderSection(Section);
    const section = screen.getByRole('region', { name });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelectorAll(items)).toHaveLength(0);
  });

  it('shows nothing at all for an empty list', async () => {
    fakeFetch(empty);
    const { container } = await renderSection(Section);
    expect(container).toBeEmptyDOMElement();
  });

  it('only logs a failed load and shows nothing at all', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeFetch({ ok: false, errorMsg: 'Down for maintenance' }, 500);
    const { container } = await renderSection(Section);
    expect(logged).toHaveBeenCalledWith(`${label} could not be loaded`, expect.any(Error));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    logged.mockRestore();
  });
});

describe('activities section', () => {
  it('shows the next 4 activities, each with its poster and start date, its name linking to its page', async () => {
    fakeFetch({ ok: true, model: activities });
    await renderSection(ActivitiesSection, 'es-ES');
    const section = screen.getByRole('region', { name: 'Actividades' });
    expect(within(section).getAllByRole('article')).toHaveLength(4);
    const first = within(section).getByRole('article', { name: 'Activity 1' });
    expect(within(first).getByRole('heading', { level: 3 })).toHaveTextContent('Activity 1');
    // The card is one link, its title; the 'See more' at its foot only shows where to press.
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/activity/1');
    expect(within(first).getByRole('link')).toHaveAccessibleName('Activity 1');
    expect(within(first).getByText('Ver más')).toHaveAttribute('aria-hidden', 'true');
    expect(first.querySelector('time')).toHaveTextContent(/^01\/12\/2026$/);
    expect(first.querySelector('time')).toHaveAttribute('datetime', '2026-12-01T10:00:00');
    const poster = first.querySelector('img');
    expect(poster).toHaveAttribute('src', '/uploads/activity-1.svg');
    expect(poster).toHaveAttribute('width', '400');
    expect(poster).toHaveAttribute('height', '225');
    expect(within(section).queryByRole('article', { name: 'Activity 5' })).not.toBeInTheDocument();
  });

  it('writes the start in the club’s date format', async () => {
    provideClubSettings({ DateFormat: 'yyyy-MM-dd HH:mm' });
    fakeFetch({ ok: true, model: activities });
    await renderSection(ActivitiesSection);
    expect(screen.getByRole('article', { name: 'Activity 2' }).querySelector('time')).toHaveTextContent(
      /^2026-12-02$/,
    );
  });
});

describe('board banners section', () => {
  it('shows at most 4 banners with their picture, title and text without HTML', async () => {
    fakeFetch({ ok: true, rowData: banners });
    await renderSection(BannersSection);
    const section = screen.getByRole('region', { name: 'Noticeboard' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Escuela', 'Federación (opens in a new tab)', 'Tienda', 'Truco']);
    const school = within(section).getByRole('article', { name: 'Escuela' });
    expect(school.querySelector('p')).toHaveTextContent(/^Clases para todos\.$/);
    expect(school.querySelector('b')).toBeNull();
    expect(school.querySelector('img')).toHaveAttribute('src', '/uploads/b1.svg');
  });

  it('leads to a page of the site through the router and to another site in a new tab without the opener', async () => {
    fakeFetch({ ok: true, rowData: banners });
    await renderSection(BannersSection);
    const section = screen.getByRole('region', { name: 'Noticeboard' });
    const school = within(section).getByRole('link', { name: 'Escuela' });
    expect(school).toHaveAttribute('href', '/bookingtypes?school=true');
    expect(school).not.toHaveAttribute('target');
    expect(within(section).getAllByText('See more')).toHaveLength(3);
    // An address of this very site written whole is a page of the site too.
    expect(within(section).getByRole('link', { name: 'Tienda' })).toHaveAttribute('href', '/shop?type=7');
    const federation = within(section).getByRole('link', { name: 'Federación (opens in a new tab)' });
    expect(federation).toHaveAttribute('href', 'https://federacion.test/torneos');
    expect(federation).toHaveAttribute('target', '_blank');
    expect(federation).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['javascript:alert(1)', '//evil.test/page', 'data:text/html,<b>x</b>', '/\\evil.test', ''])(
    'shows a banner whose url is %j without a link',
    async (url) => {
      fakeFetch({ ok: true, rowData: [{ ...banners[0]!, url }] });
      await renderSection(BannersSection);
      const banner = screen.getByRole('article', { name: 'Escuela' });
      expect(within(banner).getByRole('heading', { level: 3 })).toHaveTextContent('Escuela');
      expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
      expect(within(banner).queryByText('See more')).not.toBeInTheDocument();
    },
  );
});

describe('testimonials section', () => {
  it('asks for the newest 15 testimonials', async () => {
    const requests = fakeFetch({ ok: true, rowData: testimonials });
    await renderSection(TestimonialsSection);
    const query = requests[0]!.url.searchParams;
    expect([query.get('startRow'), query.get('endRow'), query.get('lookup')]).toEqual(['0', '14', 'true']);
    expect(JSON.parse(query.get('gridstatus')!)).toEqual({
      filters: [{ field: 'TextBlockType', op: 'equals', value: 'Testimonials' }],
      sort: [{ field: 'Created', dir: 'desc' }],
    });
  });

  it('shows one testimonial at a time in a carousel: the quote, the person’s name, who they are and portrait', async () => {
    fakeFetch({ ok: true, rowData: testimonials });
    await renderSection(TestimonialsSection, 'es-ES');
    const section = screen.getByRole('region', { name: 'Testimonios' });
    expect(section).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(slidesInView(section)).toEqual(['1 de 3']);
    expect(within(section).getByRole('button', { name: 'Pausar el carrusel' })).toBeInTheDocument();
    const second = within(section).getByRole('figure', { name: 'Person 2', hidden: true });
    expect(second.querySelector('blockquote')).toHaveTextContent('Words of person 2.');
    expect(second.querySelector('figcaption')).toHaveTextContent('Role 2');
    expect(second.querySelector('img')).toHaveAttribute('src', '/uploads/person-2.svg');
    expect(within(second).getByRole('heading', { level: 3, hidden: true })).toHaveTextContent('Person 2');
  });

  it('keeps the first testimonial 10 s, then shows the next every 5 s', async () => {
    fakeFetch({ ok: true, rowData: testimonials });
    await renderSection(TestimonialsSection);
    const section = screen.getByRole('region', { name: 'Testimonials' });
    jest.useFakeTimers();
    try {
      // The carousel's first wait started with the real clock: it is drawn again on the fake one.
      act(() => within(section).getByRole('button', { name: 'Pause the slide show' }).click());
      act(() => within(section).getByRole('button', { name: 'Play the slide show' }).click());
      await act(() => jest.advanceTimersByTimeAsync(9_999));
      expect(slidesInView(section)).toEqual(['1 of 3']);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(slidesInView(section)).toEqual(['2 of 3']);
      await act(() => jest.advanceTimersByTimeAsync(5_000));
      expect(slidesInView(section)).toEqual(['3 of 3']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps a testimonial’s HTML emphasis and drops its scripts', async () => {
    fakeFetch({ ok: true, rowData: testimonials });
    await renderSection(TestimonialsSection);
    const first = screen.getByRole('figure', { name: 'Person 1' });
    expect(first.querySelector('blockquote strong')).toHaveTextContent('genial');
    expect(first.querySelector('script')).toBeNull();
  });
});

describe('team section', () => {
  it('asks for the newest 15 members of the team', async () => {
    const requests = fakeFetch({ ok: true, rowData: team });
    await renderSection(TeamSection);
    expect(JSON.parse(requests[0]!.url.searchParams.get('gridstatus')!)).toMatchObject({
      filters: [{ field: 'TextBlockType', op: 'equals', value: 'Teams' }],
    });
  });

  it('shows the members four at a time, two on a phone, each with portrait, name, role and a few words', async () => {
    fakeFetch({ ok: true, rowData: team });
    await renderSection(TeamSection);
    const section = screen.getByRole('region', { name: 'Our team' });
    expect(section).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slidesInView(section)).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5']);
    const member = within(section).getByRole('article', { name: 'Person 1' });
    expect(within(member).getByRole('heading', { level: 3 })).toHaveTextContent('Person 1');
    expect(member).toHaveTextContent('Role 1');
    expect(member).toHaveTextContent('Words of person 1.');
    expect(member.querySelector('img')).toHaveAttribute('width', '240');

    fakeMedia({ width: 600 });
    await renderSection(TeamSection);
    expect(slidesInView(screen.getAllByRole('region', { name: 'Our team' })[1]!)).toEqual([
      '1 of 5',
      '2 of 5',
    ]);
  });
});

describe('last posts section', () => {
  it('asks for the 3 newest posts and shows them as the blog does, each linking to its post', async () => {
    const requests = fakeFetch({ ok: true, model: posts });
    await renderSection(PostsSection);
    expect(requests[0]!.url.searchParams.get('count')).toBe('3');
    expect(requests[0]!.url.searchParams.get('popular')).toBeNull();
    const section = screen.getByRole('region', { name: 'Latest posts' });
    const cards = within(section).getAllByRole('article');
    expect(cards).toHaveLength(3);
    const first = cards[0]!;
    const title = within(first).getByRole('heading', { level: 3 });
    expect(within(title).getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/post/1');
    expect(first).toHaveTextContent('01/11/2026');
    expect(first).toHaveTextContent('Summary of post 1');
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/post-1.svg');
  });

  it('links to the blog', async () => {
    fakeFetch({ ok: true, model: posts });
    await renderSection(PostsSection);
    expect(screen.getByRole('link', { name: 'See all: Latest posts' })).toHaveAttribute('href', '/blog');
  });
});

describe('sponsors section', () => {
  it('shows the logos 3 at a time, 2 on a phone, each named by its description', async () => {
    fakeFetch({ ok: true, data: sponsors });
    await renderSection(SponsorsSection);
    const section = screen.getByRole('region', { name: 'Sponsors' });
    expect(section).toHaveAttribute('aria-roledescription', 'carousel');
    expect(slidesInView(section)).toEqual(['1 of 4', '2 of 4', '3 of 4']);
    const ribera = within(section).getByRole('img', { name: 'Deportes Ribera' });
    expect(ribera).toHaveAttribute('src', '/uploads/sponsor-1.svg');
    expect(ribera.closest('a')).toBeNull();

    fakeMedia({ width: 600 });
    await renderSection(SponsorsSection);
    expect(slidesInView(screen.getAllByRole('region', { name: 'Sponsors' })[1]!)).toEqual([
      '1 of 4',
      '2 of 4',
    ]);
  });

  it('links a logo whose description is an address to it, in a new tab; never a script', async () => {
    fakeFetch({ ok: true, data: sponsors });
    await renderSection(SponsorsSection);
    const section = screen.getByRole('region', { name: 'Sponsors' });
    const link = within(section).getByRole('link', { name: 'aguasierra.test (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.aguasierra.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(section).getAllByRole('link', { hidden: true })).toHaveLength(1);
    expect(section.querySelector('[href^="javascript"]')).toBeNull();
  });
});

describe('section skeletons', () => {
  it('draw a carousel section’s view of slides while it loads: one testimonial, 3 sponsors, 4 members', async () => {
    neverAnswer();
    const { container } = await renderSection(() => (
      <>
        <TestimonialsSection />
        <SponsorsSection />
        <TeamSection />
      </>
    ));
    const views = [...container.querySelectorAll('section > [aria-hidden="true"] > :first-child')];
    expect(views.map((view) => view.children.length)).toEqual([1, 3, 4]);
  });
});
