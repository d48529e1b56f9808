import { screen, within } from '@testing-library/react';
import { fakeApi, neverAnswered, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { TextBlock } from '@club/shared-contracts/entities';
import { ApiError } from '@club/shared-contracts/http';
import { provideClubSettings, renderAtPath, startAnonymous } from '@club/shared-ui/testing';
import { PostPage } from './post-page';

const post: TextBlock = {
  id: 12,
  title: 'Torneo social de primavera',
  text: '<h2>Cuadros</h2><p>Más de 120 parejas.</p><img src="x" onerror="window.hacked = true">',
  smalText: 'Consulta tu cuadro y tus horarios.',
  image: 'post-2.svg',
  created: '2026-11-20T10:00:00Z',
  name: 'Marta Gil',
  textBlockType: 'Posts',
};

const popular = [
  {
    id: 3,
    title: 'Cinco ejercicios para mejorar tu bandeja',
    image: 'post-4.svg',
    smalText: '',
    created: '2026-10-01T10:00:00Z',
    name: 'Javier Ruiz',
  },
  {
    id: 4,
    title: 'Nuevas pistas panorámicas',
    image: 'post-3.svg',
    smalText: '',
    created: '2026-10-05T10:00:00Z',
    name: 'Lucía Navarro',
  },
];

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
});

const renderPost = (path: string, language: 'en-US' | 'fr-FR' = 'en-US') =>
  renderAtPath({ '/post/:id': <PostPage />, '/': 'Home page' }, path, language);

test('a post shows its title, small text, date, author, picture and sanitized text, titled after it', async () => {
  const requests = fakeApi({
    '/api/cztextblocks/get-with-user': { ok: true, model: post },
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  await renderPost('/post/12');
  const article = screen.getByRole('article');
  expect(within(article).getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
  expect(within(article).getByText(post.smalText)).toBeInTheDocument();
  expect(within(article).getByText('20/11/2026')).toBeInTheDocument();
  expect(within(article).getByText('By Marta Gil')).toBeInTheDocument();
  expect(article.querySelector('img[src="/uploads/post-2.svg"]')).toHaveAttribute('width', '1200');
  expect(within(article).getByRole('heading', { level: 2, name: 'Cuadros' })).toBeInTheDocument();
  expect(article.querySelector('img[src="x"]')).not.toHaveAttribute('onerror');
  expect(document.title).toBe(`${post.title} · Club Test`);
  const asked = requests.find((request) => request.url.pathname === '/api/cztextblocks/get-with-user');
  expect(asked?.url.searchParams.get('id')).toBe('12');
});

test('the share icons share the page on Facebook, X, WhatsApp and by e-mail, by accessible names', async () => {
  fakeApi({
    '/api/cztextblocks/get-with-user': { ok: true, model: post },
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  await renderPost('/post/12', 'fr-FR');
  const share = screen.getByRole('list', { name: 'Partager' });
  const page = encodeURIComponent(window.location.href);
  expect(within(share).getByRole('link', { name: 'Partager sur Facebook' })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${page}`,
  );
  expect(within(share).getByRole('link', { name: 'Partager sur X' }).getAttribute('href')).toContain(
    `url=${page}`,
  );
  expect(within(share).getByRole('link', { name: 'Partager sur WhatsApp' }).getAttribute('href')).toContain(
    page,
  );
  expect(within(share).getByRole('link', { name: 'Partager par e-mail' }).getAttribute('href')).toMatch(
    /^mailto:\?subject=/,
  );
});

test('the side panel shows the two popular posts, asked as popular', async () => {
  const requests = fakeApi({
    '/api/cztextblocks/get-with-user': { ok: true, model: post },
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  await renderPost('/post/12');
  const panel = screen.getByRole('complementary', { name: 'Popular posts' });
  expect(within(panel).getByRole('link', { name: popular[0]!.title })).toHaveAttribute('href', '/post/3');
  expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  const asked = requests.find((request) => request.url.pathname === '/api/cztextblocks/list-with-users');
  expect(asked?.url.search).toBe('?count=2&popular=true');
});

test('an unknown or malformed id shows the translated not-found page', async () => {
  fakeApi({
    '/api/cztextblocks/get-with-user': () => new StatusAnswer(404, { ok: false, errorMsg: 'Post not found' }),
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  await renderPost('/post/999', 'fr-FR');
  expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
  expect(document.title).toBe('Page introuvable · Club Test');
  expect(screen.queryByText('Post not found')).not.toBeInTheDocument();
});

test('while the post loads its place is held by a skeleton in a busy page, the popular posts waiting below it', async () => {
  fakeApi({
    '/api/cztextblocks/get-with-user': () => neverAnswered,
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  const { container } = await renderPost('/post/12');
  expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
  // On a phone the panel comes below the post: shown before it, it would be pushed down when the post arrives.
  expect(screen.queryByRole('complementary', { name: 'Popular posts' })).not.toBeInTheDocument();
});

test('a failed load is logged only: no message, no skeleton left waiting, the popular posts stay', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({
    '/api/cztextblocks/get-with-user': () => new StatusAnswer(500, { ok: false, errorMsg: 'Database down' }),
    '/api/cztextblocks/list-with-users': { ok: true, model: popular },
  });
  const { container } = await renderPost('/post/12');
  expect(logged).toHaveBeenCalledWith('post could not be loaded', expect.any(ApiError));
  expect(screen.queryByText('Database down')).not.toBeInTheDocument();
  expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  expect(screen.getByRole('complementary', { name: 'Popular posts' })).toBeInTheDocument();
  logged.mockRestore();
});
