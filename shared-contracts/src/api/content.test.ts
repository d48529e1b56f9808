import { getClubFiles, getPosts, sendInfoRequest } from './content';
import { getMainSettings } from './settings';
import { fakeFetch } from './test-fetch';

describe('content and settings calls', () => {
  it('asks for the newest or the most read posts', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    await getPosts(2);
    await getPosts(2, true);
    expect(requests.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/api/cztextblocks/list-with-users?count=2',
      '/api/cztextblocks/list-with-users?count=2&popular=true',
    ]);
  });

  it('asks for the club gallery files', async () => {
    const requests = fakeFetch({ ok: true, data: [] });
    await getClubFiles('CzGallery');
    expect(requests[0]?.url.search).toBe('?parentName=CZConfig&parentId=1&category=CzGallery');
  });

  it('posts an info request', async () => {
    const requests = fakeFetch();
    await sendInfoRequest({ email: 'a@b.c', question: 'Hours?' });
    expect(requests[0]).toMatchObject({ method: 'POST', body: { email: 'a@b.c', question: 'Hours?' } });
  });

  it('loads the main settings', async () => {
    const requests = fakeFetch({ ok: true, data: { title: 'Club' } });
    await expect(getMainSettings()).resolves.toEqual({ ok: true, data: { title: 'Club' } });
    expect(requests[0]?.url.pathname).toBe('/api/czconfigs/main-settings');
  });
});
