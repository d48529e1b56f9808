import { fakeApi, LaterAnswer, neverAnswered, requestsTo, StatusAnswer } from './test-fetch';

const answerOf = async (response: Promise<Response>) => {
  const answer = await response;
  return { status: answer.status, body: JSON.parse(await answer.text()) as unknown };
};

describe('fakeApi', () => {
  it('answers by path for any method, or by method and path first, and records the requests', async () => {
    const requests = fakeApi({
      '/api/list': { ok: true, all: true },
      'POST /api/list': { ok: true, post: true },
    });
    expect(await answerOf(fetch('http://localhost/api/list?page=2'))).toEqual({
      status: 200,
      body: { ok: true, all: true },
    });
    const sent = fetch('http://localhost/api/list', {
      method: 'POST',
      body: JSON.stringify({ name: 'Ana' }),
    });
    expect(await answerOf(sent)).toEqual({ status: 200, body: { ok: true, post: true } });
    expect(requests.map((request) => [request.method, request.url.search, request.body])).toEqual([
      ['GET', '?page=2', undefined],
      ['POST', '', { name: 'Ana' }],
    ]);
    expect(requestsTo(requests, 'POST', '/api/list')).toEqual([requests[1]]);
  });

  it('answers a 404 naming a call it has no answer for', async () => {
    fakeApi({ 'GET /api/list': { ok: true } });
    expect(await answerOf(fetch('http://localhost/api/list', { method: 'DELETE' }))).toEqual({
      status: 404,
      body: { ok: false, errorMsg: 'No fake answer for DELETE /api/list' },
    });
  });

  it('gives a status, an answer made from the URL, an answer later, or none', async () => {
    const later = new LaterAnswer();
    let arrived = false;
    fakeApi({
      '/api/down': new StatusAnswer(500, { ok: false }),
      '/api/echo': (url: URL) => ({ ok: true, page: url.searchParams.get('page') }),
      '/api/later': later,
      '/api/never': neverAnswered,
    });
    expect(await answerOf(fetch('http://localhost/api/down'))).toEqual({ status: 500, body: { ok: false } });
    expect(await answerOf(fetch('http://localhost/api/echo?page=3'))).toEqual({
      status: 200,
      body: { ok: true, page: '3' },
    });
    const waiting = fetch('http://localhost/api/later').then((response) => {
      arrived = true;
      return response;
    });
    void fetch('http://localhost/api/never').then(() => {
      throw new Error('never answered, yet answered');
    });
    await Promise.resolve();
    expect(arrived).toBe(false);
    await later.give({ ok: true, late: true });
    expect(await answerOf(waiting)).toEqual({ status: 200, body: { ok: true, late: true } });
  });
});
