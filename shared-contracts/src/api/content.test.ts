import {
  BlogSort,
  getBanners,
  getClubFiles,
  getPost,
  getPosts,
  listBlogPosts,
  listTextBlocks,
  sendInfoRequest,
} from './content';
import { getCustomerComms, getCustomerEmail } from './comms';
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

  it('asks for a page of the blog with its rows and grid status, and for one post', async () => {
    const requests = fakeFetch({ ok: true, data: [], totalCount: 0, model: {} });
    await listBlogPosts({ page: 2, search: 'pádel', sort: BlogSort.Old });
    await getPost(7);
    const [list, post] = requests.map((request) => request.url);
    expect(list?.pathname).toBe('/api/cztextblocks/list-by-page');
    expect(list?.searchParams.get('startRow')).toBe('30');
    expect(list?.searchParams.get('endRow')).toBe('59');
    expect(JSON.parse(list?.searchParams.get('gridStatus') ?? '')).toEqual({
      filters: [
        { field: 'TextBlockType', op: 'equals', value: 'Posts' },
        {
          or: [
            { field: 'Title', op: 'contains', value: 'pádel' },
            { field: 'Text', op: 'contains', value: 'pádel' },
            { field: 'SmalText', op: 'contains', value: 'pádel' },
          ],
        },
      ],
      sort: [{ field: 'Created', dir: 'asc' }],
    });
    expect(post?.pathname + (post?.search ?? '')).toBe('/api/cztextblocks/get-with-user?id=7');
  });

  it('asks for the board banners and for the first 15 testimonials or team members', async () => {
    const requests = fakeFetch({ ok: true, rowData: [] });
    await expect(getBanners()).resolves.toEqual({ ok: true, rowData: [] });
    await listTextBlocks('Testimonials');
    await listTextBlocks('Teams');
    const [banners, testimonials, team] = requests.map((request) => request.url);
    expect(banners?.pathname + (banners?.search ?? '')).toBe('/api/banners/open-list');
    for (const [url, type] of [
      [testimonials, 'Testimonials'],
      [team, 'Teams'],
    ] as const) {
      expect(url?.pathname).toBe('/api/cztextblocks/list');
      expect([url?.searchParams.get('startRow'), url?.searchParams.get('endRow')]).toEqual(['0', '14']);
      expect(url?.searchParams.get('lookup')).toBe('true');
      expect(JSON.parse(url?.searchParams.get('gridstatus') ?? '')).toEqual({
        filters: [{ field: 'TextBlockType', op: 'equals', value: type }],
        sort: [{ field: 'Created', dir: 'desc' }],
      });
    }
  });

  it('asks for the customer’s communications and one of their e-mails', async () => {
    const requests = fakeFetch({ ok: true, model: { emails: [], smss: [] } });
    await getCustomerComms(5);
    await getCustomerEmail(12, 5);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/publiccomms/customer-comms/5',
      '/api/publiccomms/customer-comms/emails/12/5',
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
