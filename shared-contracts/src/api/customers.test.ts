import { ApiError } from '../http';
import {
  changePassword,
  confirmAppLinkCode,
  deleteCardToken,
  impersonate,
  login,
  loginWithAppToken,
  lookupAppLinkCode,
  lookupPlayers,
  register,
  requestPasswordReset,
} from './customers';
import { fakeFetch } from './test-fetch';

describe('customer calls', () => {
  it('logs in with POST cauth and the credentials as JSON', async () => {
    const model = {
      token: 't',
      expiry: '2030-01-01T00:00:00Z',
      id: 1,
      logo: '',
      name: 'A',
      surname: 'B',
      children: [],
    };
    const requests = fakeFetch({ ok: true, model });
    await expect(login({ email: 'a@b.c', password: 'secret' })).resolves.toEqual({ ok: true, model });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'a@b.c', password: 'secret' },
    });
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/cauth');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('rejects a refused login with the server text and the redirect flag', async () => {
    fakeFetch({ ok: false, errorMsg: '', redirect: true });
    const error: unknown = await login({ email: 'a@b.c', password: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', errorMsg: '', answer: { redirect: true } });
  });

  it('signs in with the app token alone, sending no credentials', async () => {
    const requests = fakeFetch({
      ok: true,
      model: { token: 't', expiry: '', id: 2, logo: '', name: 'B', surname: 'M', children: [] },
    });
    await expect(loginWithAppToken('app-token-of-the-club-app')).resolves.toMatchObject({ model: { id: 2 } });
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/cauth');
    expect(requests[0]?.body).toEqual({ externalToken: 'app-token-of-the-club-app' });
  });

  it('asks which app a link code links, and confirms it for the logged-in customer', async () => {
    const shown = fakeFetch({ ok: true, model: { appName: 'Club app', expires: '2030-01-01T00:05:00Z' } });
    await expect(lookupAppLinkCode('code-of-the-app')).resolves.toMatchObject({
      model: { appName: 'Club app' },
    });
    const confirmed = fakeFetch({ ok: true, model: { confirmation: 'c0nf' } });
    await expect(confirmAppLinkCode('code-of-the-app')).resolves.toMatchObject({
      model: { confirmation: 'c0nf' },
    });
    expect([...shown, ...confirmed].map((request) => [request.url.pathname, request.body])).toEqual([
      ['/api/publiccustomers/app-link-codes/lookup', { code: 'code-of-the-app' }],
      ['/api/publiccustomers/app-link-codes/confirm', { code: 'code-of-the-app' }],
    ]);
  });

  it('rejects a used link code with the reason', async () => {
    fakeFetch({ ok: false, errorMsg: 'usado', reason: 'used' });
    await expect(confirmAppLinkCode('code-of-the-app')).rejects.toMatchObject({
      kind: 'rejected',
      answer: { reason: 'used' },
    });
  });

  it('rejects an unlinked app token as a refused login', async () => {
    fakeFetch({ ok: false, errorMsg: 'not linked', redirect: false });
    await expect(loginWithAppToken('unknown-app-token-123')).rejects.toMatchObject({
      kind: 'rejected',
      errorMsg: 'not linked',
    });
  });

  it('registers with the registration payload and answers the new id', async () => {
    const requests = fakeFetch({ ok: true, model: { id: 12 } });
    const payload = {
      name: 'Marina',
      surname: 'Soler',
      email: 'marina@club.test',
      password: 'secret5',
      phone: '600111222',
      okRss: false,
      acceptConditions: true,
    };
    await expect(register(payload)).resolves.toEqual({ ok: true, model: { id: 12 } });
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/register');
    expect(requests[0]?.body).toEqual(payload);
  });

  it('asks for a password reset by e-mail', async () => {
    const requests = fakeFetch({ ok: true, customerStatus: 'Temporary' });
    await expect(requestPasswordReset('a@b.c')).resolves.toEqual({ ok: true, customerStatus: 'Temporary' });
    expect(requests[0]?.body).toEqual({ email: 'a@b.c' });
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/reset-password-request-cz');
  });

  it('changes the password with the old one', async () => {
    const requests = fakeFetch();
    await changePassword({ customerId: 7, plainOldPass: 'old', plainNewPass: 'newer' });
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/reset-password-by-old-json');
    expect(requests[0]?.body).toEqual({ customerId: 7, plainOldPass: 'old', plainNewPass: 'newer' });
  });

  it('impersonates a child by id', async () => {
    const requests = fakeFetch({
      ok: true,
      token: 't',
      expiry: '',
      customer: { id: 8, name: 'L', surname: 'G' },
    });
    await impersonate(8);
    expect(requests[0]?.body).toEqual({ customerId: 8 });
  });

  it('looks up players with POST publiccustomers/list, naming the sport only when given', async () => {
    const rowData = [{ id: 8, name: 'Carlos', surname: 'Ruiz Ortega', logo: '', level: 3.6 }];
    const requests = fakeFetch({ ok: true, rowData });
    await expect(lookupPlayers('carl', 'Padel')).resolves.toEqual({ ok: true, rowData });
    await lookupPlayers('carl');
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/list');
    expect(requests.map((request) => request.body)).toEqual([
      { search: 'carl', sport: 'Padel' },
      { search: 'carl' },
    ]);
  });

  it('deletes a saved card with DELETE', async () => {
    const requests = fakeFetch();
    await deleteCardToken(7, 3);
    expect(requests[0]?.method).toBe('DELETE');
    expect(requests[0]?.url.pathname).toBe('/api/publicpaymentmethods/7/3');
    expect(requests[0]?.body).toBeUndefined();
  });
});
