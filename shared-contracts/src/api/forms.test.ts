import { getFormDefinition, saveDynamicForm } from './forms';
import { fakeFetch } from './test-fetch';

describe('dynamic form calls', () => {
  it('loads the definition of a parent record by name and id', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    await expect(getFormDefinition({ parentName: 'Customer', parentId: 0 })).resolves.toEqual({
      ok: true,
      model: [],
    });
    expect(requests[0]?.method).toBe('GET');
    expect(requests[0]?.url.pathname).toBe('/api/dynamicforms/form-def/Customer/0');
  });

  it('saves the answers as multipart form data with the fields as a list', async () => {
    const requests = fakeFetch({ ok: true });
    await saveDynamicForm({
      parentName: 'Customer',
      parentId: 12,
      customerId: 12,
      okRss: true,
      acceptConditions: true,
      fields: [
        { id: 3, name: 'club', value: 'Norte' },
        { id: 4, name: 'licence', value: 'true' },
      ],
    });
    expect(requests[0]?.url.pathname).toBe('/api/dynamicforms/save');
    const body = requests[0]?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries(body.entries())).toEqual({
      parentName: 'Customer',
      parentId: '12',
      customerId: '12',
      okRss: 'true',
      acceptConditions: 'true',
      'Fields[0].id': '3',
      'Fields[0].name': 'club',
      'Fields[0].value': 'Norte',
      'Fields[1].id': '4',
      'Fields[1].name': 'licence',
      'Fields[1].value': 'true',
    });
    // The browser sets the multipart boundary itself.
    expect(requests[0]?.headers.get('Content-Type')).toBeNull();
  });
});
