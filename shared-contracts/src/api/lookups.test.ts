import { isLookupController, lookupRows } from './lookups';
import { fakeFetch } from './test-fetch';

describe('lookup calls', () => {
  it('searches the rows of the controller a field names, with the text as typed', async () => {
    const rows = [{ id: 21, name: 'Marta', surname: 'Ruiz', logo: '', level: null }];
    const requests = fakeFetch({ ok: true, rowData: rows });
    await expect(lookupRows('customers', 'mar')).resolves.toEqual({ ok: true, rowData: rows });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url.pathname).toBe('/api/publiccustomers/list');
    expect(requests[0]?.body).toEqual({ search: 'mar' });
  });

  it('sends nothing for a controller that is not a plain name', async () => {
    const requests = fakeFetch({ ok: true, rowData: [] });
    for (const controller of ['', '../admin', 'customers/list?x=', 'http://evil.test', 'cust omers']) {
      expect(isLookupController(controller)).toBe(false);
      await expect(lookupRows(controller, 'mar')).rejects.toThrow('Not a lookup controller');
    }
    expect(requests).toEqual([]);
  });
});
