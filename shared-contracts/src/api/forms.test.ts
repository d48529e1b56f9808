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
  it('sends a sign-up’s partner, category and files, each file named after its field', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    const licence = new File(['%PDF-1.4'], 'autorización.pdf', { type: 'application/pdf' });
    const photo = new File(['png'], 'foto.png', { type: 'image/png' });
    await saveDynamicForm({
      parentName: 'Activity',
      parentId: 3,
      customerId: 12,
      okRss: true,
      acceptConditions: true,
      partnerCustomerId: 40,
      activityCategoryId: 7,
      fields: [{ id: 5, name: 'talla', value: 'M' }],
      files: [
        { fieldId: 20, file: licence },
        { fieldId: 20, file: photo },
        { fieldId: 21, file: photo },
      ],
    });
    const body = requests[0]?.body as FormData;
    expect(body.get('partnerCustomerId')).toBe('40');
    expect(body.get('activityCategoryId')).toBe('7');
    expect(body.getAll('files[20]').map((file) => (file as File).name)).toEqual([
      'autorización.pdf',
      'foto.png',
    ]);
    expect(body.getAll('files[21]')).toHaveLength(1);
  });

  it('sends the registration token it is given in place of the session', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    const answers = {
      parentName: 'Customer',
      parentId: 12,
      customerId: 12,
      okRss: false,
      acceptConditions: true,
    };
    await saveDynamicForm({ ...answers, fields: [] }, 'registration-token');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer registration-token');
  });

  it('leaves out a partner and a category that are not set', async () => {
    const requests = fakeFetch({ ok: true, model: [] });
    await saveDynamicForm({
      parentName: 'Activity',
      parentId: 3,
      customerId: 12,
      okRss: false,
      acceptConditions: true,
      partnerCustomerId: null,
      fields: [],
    });
    const body = requests[0]?.body as FormData;
    expect(body.has('partnerCustomerId')).toBe(false);
    expect(body.has('activityCategoryId')).toBe(false);
  });
});
