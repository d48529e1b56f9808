import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import type { CustomerSavePayload } from '@club/shared-contracts/entities';
import { clearSession } from '@club/shared-contracts/session-store';
import { settle } from '@club/shared-ui/testing';
import { anaRecord, logInAsAna, renderAccountPage } from './account-testing';

const RECORD = 'GET /api/publicacademycustomers/7';
const SAVE = '/api/publicacademycustomers/put-json';

beforeEach(() => {
  clearSession();
  logInAsAna();
});
afterEach(() => jest.restoreAllMocks());

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = (requests: ReturnType<typeof fakeApi>) =>
  requestsTo(requests, 'PUT', SAVE).map((request) => request.body as CustomerSavePayload);

test('each empty required field is flagged on its own field with "The field is required" and nothing is sent', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  for (const name of [/^Name/, /^Surname/, /^Email/, /^Phone/]) await userEvent.clear(field(name));
  await userEvent.type(field('Second phone'), '600 000 000');
  await save();

  for (const name of [/^Name/, /^Surname/, /^Email/, /^Phone/]) {
    expect(field(name)).toBeInvalid();
    expect(field(name)).toHaveAccessibleDescription('The field is required');
  }
  expect(field('Second phone')).not.toBeInvalid();
  expect(field(/^Name/)).toHaveFocus();
  expect(sent(requests)).toEqual([]);
  // What was typed stays.
  expect(field('Second phone')).toHaveValue('600 000 000');
});

test('a field of spaces only counts as empty', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  await userEvent.clear(field(/^Surname/));
  await userEvent.type(field(/^Surname/), '   ');
  await save();
  expect(field(/^Surname/)).toHaveAccessibleDescription('The field is required');
  expect(field(/^Name/)).not.toBeInvalid();
  expect(sent(requests)).toEqual([]);
});

test('saving sends the whole record trimmed, the birth date as YYYY-MM-DD and the custom answers as a JSON string, then says "Data modified!"', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [`PUT ${SAVE}`]: { ok: true } });
  await renderAccountPage();
  await userEvent.clear(field(/^Name/));
  await userEvent.type(field(/^Name/), '  Ana María ');
  await userEvent.type(field('Second email'), ' ana@trabajo.test ');
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Gender' }), 'Not specified');
  await userEvent.clear(field(/^Birth date/));
  await userEvent.type(field(/^Birth date/), '5/3/1990');
  await userEvent.clear(field('Número de licencia'));
  await userEvent.type(field('Número de licencia'), ' LIC-9 ');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Zurdo' }));
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Posición' }), 'Derecha');
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'I agree to receive advertising or promotional information.' }),
  );
  await save();

  expect(await screen.findByRole('status')).toHaveTextContent('Data modified!');
  const [body] = sent(requests);
  const { customFieldValues, ...record } = body!;
  expect(record).toEqual({
    ...Object.fromEntries(Object.entries(anaRecord).filter(([key]) => key !== 'customFields')),
    name: 'Ana María',
    email2: 'ana@trabajo.test',
    gender: null,
    birthDate: '1990-03-05',
    okRss: true,
  });
  expect(JSON.parse(customFieldValues)).toEqual([
    { customFieldId: 1, value: 'LIC-9' },
    { customFieldId: 2, value: 'true' },
    { customFieldId: 3, value: 'Derecha' },
  ]);
  // The form shows what was stored: trimmed, the date in the club's format.
  expect(field(/^Name/)).toHaveValue('Ana María');
  expect(field(/^Birth date/)).toHaveValue('05/03/1990');
});

test("the server's message shows when the save is refused, and what was typed stays", async () => {
  fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    [`PUT ${SAVE}`]: { ok: false, errorMsg: 'This email is already registered' },
  });
  await renderAccountPage();
  await userEvent.clear(field(/^Email/));
  await userEvent.type(field(/^Email/), 'bruno@club.test');
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered');
  expect(field(/^Email/)).toHaveValue('bruno@club.test');
  expect(screen.queryByText('Data modified!')).not.toBeInTheDocument();
});

test('a save that answers nothing usable shows the technical-problems text', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [`PUT ${SAVE}`]: new StatusAnswer(500, null) });
  await renderAccountPage();
  await save();
  expect(await screen.findByRole('alert')).toHaveTextContent('Oops! Technical problems. Please try again.');
});

test('a text longer than the API takes is refused on its field with the limit, and nothing is sent', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  fireEvent.change(field(/^Phone/), { target: { value: '6'.repeat(51) } });
  fireEvent.change(field('Número de licencia'), { target: { value: 'x'.repeat(501) } });
  await save();
  expect(field(/^Phone/)).toHaveAccessibleDescription('Maximum length is 50');
  expect(field('Número de licencia')).toHaveAccessibleDescription('Maximum length is 500');
  expect(field(/^Phone/)).toHaveValue('6'.repeat(51));
  expect(sent(requests)).toEqual([]);
});

test('a malformed e-mail is refused on its field', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  await userEvent.type(field('Third email'), 'ana@');
  await save();
  expect(field('Third email')).toHaveAccessibleDescription('Please enter a valid email address');
  expect(sent(requests)).toEqual([]);
});

test("a birth date not in the club's format, or in the future, is refused with an example of the format", async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  const birthDate = field(/^Birth date/);
  expect(birthDate).toHaveValue('14/05/1986');
  expect(birthDate).toHaveAccessibleDescription('For example 31/12/1990');

  await userEvent.clear(birthDate);
  await userEvent.type(birthDate, '1986-05-14');
  await save();
  expect(birthDate).toHaveAccessibleDescription('Please enter a valid date For example 31/12/1990');

  await userEvent.clear(birthDate);
  await userEvent.type(birthDate, '31/02/1990');
  await save();
  expect(birthDate).toBeInvalid();

  await userEvent.clear(birthDate);
  await userEvent.type(birthDate, '01/01/2999');
  await save();
  expect(birthDate).toHaveAccessibleDescription(/The birth date cannot be in the future/);
  expect(sent(requests)).toEqual([]);
});

test('an emptied birth date is sent as null', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [`PUT ${SAVE}`]: { ok: true } });
  await renderAccountPage();
  await userEvent.clear(field(/^Birth date/));
  await save();
  await screen.findByText('Data modified!');
  expect(sent(requests)[0]?.birthDate).toBeNull();
});

test('characters that print nothing are stripped as they are typed', async () => {
  const requests = fakeApi({ [RECORD]: { ok: true, model: anaRecord }, [`PUT ${SAVE}`]: { ok: true } });
  await renderAccountPage();
  fireEvent.change(field(/^Surname/), { target: { value: 'Gar\u0007cía\u200B López' } });
  expect(field(/^Surname/)).toHaveValue('García López');
  await save();
  await screen.findByText('Data modified!');
  expect(sent(requests)[0]?.surname).toBe('García López');
});

test('custom fields render by type: a text input, a check, and a select of the trimmed picklist options', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  const group = screen.getByRole('group', { name: 'Additional information' });
  expect(within(group).getByRole('textbox', { name: 'Número de licencia' })).toHaveValue('FMP-1');
  expect(within(group).getByRole('checkbox', { name: 'Zurdo' })).not.toBeChecked();
  const select = within(group).getByRole('combobox', { name: 'Posición' });
  expect(select).toHaveValue('Revés');
  expect(
    within(select)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Choose an option', 'Derecha', 'Revés', 'Indiferente']);
});

test('the legal-acceptance check offers the legal texts in popups, sanitized', async () => {
  fakeApi({
    [RECORD]: { ok: true, model: anaRecord },
    'GET /api/czconfigs/legal-settings': {
      ok: true,
      data: {
        generalConditions: '<h2>Condiciones</h2><script>window.hacked = true</script>',
        waiver: '',
        privacyPolicyFull: '<h2>Privacidad</h2>',
        cookiesPolicy: '',
      },
    },
  });
  await renderAccountPage();
  expect(screen.getByRole('checkbox', { name: 'I accept the legal conditions' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'General Conditions' }));
  const dialog = await screen.findByRole('dialog', { name: 'General Conditions' });
  expect(await within(dialog).findByRole('heading', { name: 'Condiciones' })).toBeInTheDocument();
  expect(dialog.querySelector('script')).toBeNull();
});

test('what was typed on one tab stays when the customer visits another tab and comes back', async () => {
  fakeApi({ [RECORD]: { ok: true, model: anaRecord } });
  await renderAccountPage();
  await userEvent.type(field('Second phone'), '911 222 333');
  await userEvent.click(screen.getByRole('tab', { name: 'Address' }));
  await userEvent.click(screen.getByRole('tab', { name: 'Personal Data' }));
  expect(field('Second phone')).toHaveValue('911 222 333');
  await settle();
});
