import { getActivity, getActivityCategories, listActivities, signUpToActivity } from './activities';
import { fakeFetch } from './test-fetch';

describe('activity calls', () => {
  it('lists the upcoming activities', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    await listActivities();
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/publicactivities/list');
  });

  it('gets an activity for a visitor, and for a customer with the customer’s id in the path', async () => {
    const requests = fakeFetch({ ok: true, model: {}, hasCustomSignUp: false, alreadyIn: false });
    await getActivity(3);
    await getActivity(3, null);
    await getActivity(3, 12);
    expect(requests.map((request) => request.url.pathname)).toEqual([
      '/api/publicactivities/3',
      '/api/publicactivities/3',
      '/api/publicactivities/3/12',
    ]);
  });

  it('gets the categories of an activity', async () => {
    const requests = fakeFetch({ ok: true, model: [{ id: 1, name: 'Iniciación' }] });
    await expect(getActivityCategories(2)).resolves.toEqual({
      ok: true,
      model: [{ id: 1, name: 'Iniciación' }],
    });
    expect(requests[0]?.url.pathname).toBe('/api/publicactivities/2/categories');
  });

  it('signs up with a JSON body and answers the sales to pay', async () => {
    const sale = { id: 2000000001, saleNumber: 'ACT-1' };
    const requests = fakeFetch({ ok: true, model: [sale] });
    await expect(signUpToActivity({ id: 1, customerId: 12, partnerCustomerId: null })).resolves.toEqual({
      ok: true,
      model: [sale],
    });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/publicactivities/inscription');
    expect(requests[0]?.body).toEqual({ id: 1, customerId: 12, partnerCustomerId: null });
  });

  it('sends a just-registered customer’s registration token on the calls for them', async () => {
    const requests = fakeFetch({ ok: true, model: [], hasCustomSignUp: false, alreadyIn: false });
    await getActivity(3, 12, 'registration-token');
    await signUpToActivity({ id: 3, customerId: 12, partnerCustomerId: null }, 'registration-token');
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual([
      'Bearer registration-token',
      'Bearer registration-token',
    ]);
  });

  it('rejects a refusal with the server’s message', async () => {
    fakeFetch({ ok: false, errorMsg: 'Ya estás apuntado' });
    await expect(signUpToActivity({ id: 1, customerId: 12, partnerCustomerId: null })).rejects.toMatchObject({
      kind: 'rejected',
      errorMsg: 'Ya estás apuntado',
    });
  });
});
