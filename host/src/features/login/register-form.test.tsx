import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DynamicFormField } from '@club/shared-contracts/entities';
import { getSession } from '@club/shared-contracts/session';
import { readStored, storageKeys } from '@club/shared-contracts/storage';
import { renderWithI18n } from '@club/shared-ui/testing';
import { RegisterForm } from './register-form';

interface Sent {
  route: string;
  body: unknown;
  authorization: string | null;
}

// A fetch double answering by "METHOD /path"; a route given a promise answers when the test resolves it.
function answerCalls(answers: Record<string, unknown>): Sent[] {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const route = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    sent.push({
      route,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      authorization: (init.headers as Headers).get('Authorization'),
    });
    if (!(route in answers))
      return { status: 404, ok: false, headers: new Headers(), text: () => Promise.resolve('') };
    const answer: unknown = await answers[route];
    return {
      status: 200,
      ok: true,
      headers: new Headers(),
      text: () => Promise.resolve(JSON.stringify(answer)),
    };
  }) as unknown as typeof fetch;
  return sent;
}

const noExtraFields = { 'GET /api/dynamicforms/form-def/Customer/0': { ok: true, model: [] } };

async function renderForm(onClose = jest.fn()) {
  await act(() => renderWithI18n(<RegisterForm onClose={onClose} />));
  return { onClose };
}

async function fillIn(values: Partial<Record<'Name' | 'Surname' | 'Email' | 'Phone' | 'Password', string>>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  }
}

const marina = {
  Name: 'Marina',
  Surname: 'Soler Vidal',
  Email: 'marina@club.test',
  Phone: '+34 611 222 333',
  Password: 'secret5',
};

const legalCheck = () => screen.getByRole('checkbox', { name: 'I accept the legal conditions' });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

test('the legal conditions must be accepted before anything is sent', async () => {
  const sent = answerCalls(noExtraFields);
  await renderForm();
  await fillIn(marina);
  await submit();
  expect(screen.getByText('Please accept our legal conditions')).toBeVisible();
  expect(legalCheck()).toHaveAttribute('aria-invalid', 'true');
  expect(legalCheck()).toHaveAccessibleDescription('Please accept our legal conditions');
  expect(legalCheck()).toHaveFocus();
  expect(sent.map((call) => call.route)).not.toContain('POST /api/publiccustomers/register');
});

test('empty fields are flagged each on its own field and a short password gives the minimum length', async () => {
  const sent = answerCalls(noExtraFields);
  await renderForm();
  await fillIn({ Email: 'marina@club.test', Password: 'abc' });
  await submit();
  for (const label of [/^Name/, /^Surname/, /^Phone/]) {
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('The field is required');
  }
  expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/^Minimum length is 5/);
  expect(screen.getByLabelText(/^Name/)).toHaveFocus();
  expect(sent).toHaveLength(1);
});

test('a successful registration sends the payload and replaces the form with the activation notice', async () => {
  const sent = answerCalls({
    ...noExtraFields,
    'POST /api/publiccustomers/register': {
      ok: true,
      model: { id: 12, registrationToken: 'registration-token' },
    },
  });
  const { onClose } = await renderForm();
  await fillIn(marina);
  await userEvent.click(legalCheck());
  await userEvent.click(screen.getByRole('checkbox', { name: /promotional information/ }));
  await submit();

  expect(
    await screen.findByText(/We have sent you an email with a link to activate your account/),
  ).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();
  // The new customer is marked for the next 5 minutes with the registration token, without a session.
  expect(readStored(storageKeys.customer)).toMatchObject({ id: 12, name: 'Marina', surname: 'Soler Vidal' });
  expect(readStored(storageKeys.registrationToken)).toBe('registration-token');
  expect(getSession().isLoggedIn).toBe(false);
  expect(sent.find((call) => call.route === 'POST /api/publiccustomers/register')?.body).toEqual({
    name: 'Marina',
    surname: 'Soler Vidal',
    email: 'marina@club.test',
    phone: '+34 611 222 333',
    password: 'secret5',
    okRss: true,
    acceptConditions: true,
  });
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalled();
});

test('a refused registration shows the server message and keeps what was typed', async () => {
  answerCalls({
    ...noExtraFields,
    'POST /api/publiccustomers/register': { ok: false, errorMsg: 'This email is already registered' },
  });
  await renderForm();
  await fillIn(marina);
  await userEvent.click(legalCheck());
  await submit();
  expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
  expect(screen.getByLabelText(/^Email/)).toHaveValue('marina@club.test');
  expect(screen.getByLabelText(/^Password/)).toHaveValue('secret5');
  expect(legalCheck()).toBeChecked();
});

test('the legal links open the club text in a popup, sanitized, after a loading state', async () => {
  let answerLegal: (answer: unknown) => void = () => undefined;
  answerCalls({
    ...noExtraFields,
    'GET /api/czconfigs/legal-settings': new Promise((resolve) => (answerLegal = resolve)),
  });
  await renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Waiver and release' }));
  const popup = screen.getByRole('dialog', { name: 'Waiver and release' });
  expect(within(popup).getByRole('status')).toHaveTextContent('Loading…');

  act(() =>
    answerLegal({
      ok: true,
      data: {
        generalConditions: '<p>Condiciones</p>',
        waiver: '<h2>Exención</h2><img src="x" onerror="window.hacked = true">',
        privacyPolicyFull: '<p>Privacidad</p>',
        cookiesPolicy: '<p>Cookies</p>',
      },
    }),
  );
  expect(await within(popup).findByRole('heading', { name: 'Exención' })).toBeInTheDocument();
  expect(popup.querySelector('[onerror]')).toBeNull();
  expect(within(popup).queryByText('Condiciones')).not.toBeInTheDocument();
  // The popup opens from inside the login popup and closes on its own.
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
});

test('no extra form shows when the club asks for no extra fields', async () => {
  answerCalls(noExtraFields);
  await renderForm();
  expect(screen.queryByRole('group', { name: 'Additional information' })).not.toBeInTheDocument();
});

const extraFields: DynamicFormField[] = [
  {
    id: 3,
    name: 'club',
    label: 'Your previous club',
    value: '',
    required: true,
    col1: '',
    col2: '',
    columnDef: 'text',
    isFile: false,
  },
  {
    id: 4,
    name: 'level',
    label: 'Level',
    value: '',
    required: true,
    col1: 'Beginner, Advanced',
    col2: '',
    columnDef: 'picklist',
    isFile: false,
  },
  {
    id: 5,
    name: 'source',
    label: 'Source',
    value: 'web',
    required: false,
    col1: '',
    col2: '',
    columnDef: 'hidden',
    isFile: false,
  },
  {
    id: 7,
    name: 'intro',
    label: 'Tell us about you',
    value: '',
    required: true,
    col1: '',
    col2: '',
    columnDef: 'label',
    isFile: false,
  },
  {
    id: 6,
    name: 'photo',
    label: 'Photo',
    value: '',
    required: true,
    col1: '',
    col2: '',
    columnDef: 'fileloader',
    isFile: true,
  },
  {
    id: 8,
    name: 'partner',
    label: 'Partner',
    value: '',
    required: true,
    col1: 'customers',
    col2: '',
    columnDef: 'lookup',
    isFile: false,
  },
];

test('the extra fields a club asks for are checked and their answers saved after registering', async () => {
  const sent = answerCalls({
    'GET /api/dynamicforms/form-def/Customer/0': { ok: true, model: extraFields },
    'POST /api/publiccustomers/register': {
      ok: true,
      model: { id: 12, registrationToken: 'registration-token' },
    },
    'POST /api/dynamicforms/save': { ok: true },
  });
  await renderForm();
  const extra = await screen.findByRole('group', { name: 'Additional information' });
  // No uploads for an account nobody has activated, no customer lookup before logging in.
  expect(within(extra).queryByLabelText('Photo')).not.toBeInTheDocument();
  expect(within(extra).queryByLabelText('Partner')).not.toBeInTheDocument();
  expect(within(extra).queryByLabelText('Source')).not.toBeInTheDocument();
  expect(within(extra).getByText('Tell us about you')).toBeVisible();

  await fillIn(marina);
  await userEvent.click(legalCheck());
  await submit();
  expect(within(extra).getByLabelText(/Your previous club/)).toHaveAccessibleDescription(
    'The field is required',
  );
  expect(within(extra).getByLabelText(/Level/)).toHaveAccessibleDescription('Required');
  expect(sent.map((call) => call.route)).not.toContain('POST /api/publiccustomers/register');

  await userEvent.type(within(extra).getByLabelText(/Your previous club/), 'Club Norte');
  await userEvent.selectOptions(within(extra).getByLabelText(/Level/), 'Advanced');
  await submit();
  expect(await screen.findByText(/We have sent you an email with a link/)).toBeVisible();
  const save = sent.find((call) => call.route === 'POST /api/dynamicforms/save');
  // The customer has no session: the registration token proves this browser registered them.
  expect(save?.authorization).toBe('Bearer registration-token');
  const saved = save?.body as FormData;
  expect(Object.fromEntries(saved.entries())).toMatchObject({
    parentName: 'Customer',
    parentId: '12',
    customerId: '12',
    'Fields[0].value': 'Club Norte',
    'Fields[1].value': 'Advanced',
    'Fields[2].name': 'source',
    'Fields[2].value': 'web',
  });
  expect(saved.has('Fields[3].name')).toBe(false);
});

test('the fields strip characters that print nothing', async () => {
  const sent = answerCalls({
    ...noExtraFields,
    'POST /api/publiccustomers/register': {
      ok: true,
      model: { id: 1, registrationToken: 'registration-token' },
    },
  });
  await renderForm();
  await fillIn({ ...marina, Name: 'Mar\u200Bina\u0007' });
  await userEvent.click(legalCheck());
  await submit();
  await screen.findByText(/We have sent you an email with a link/);
  expect(sent.find((call) => call.route === 'POST /api/publiccustomers/register')?.body).toMatchObject({
    name: 'Marina',
  });
});
