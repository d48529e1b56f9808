import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, neverAnswered, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { renderWithI18n } from '@club/shared-ui/testing';
import { InfoRequestForm } from './info-request-form';

const infoRequestCall = '/api/publiccomms/info-request';
const emailField = () => screen.getByRole('textbox', { name: 'Your e-mail' });
const questionField = () => screen.getByRole('textbox', { name: 'Your question' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));

afterEach(() => jest.restoreAllMocks());

test.each([
  ['', 'Do you have kids classes?'],
  ['ana@club.test', '   '],
  ['', ''],
])('with an empty field (%j, %j) nothing is sent and nothing is said', async (email, question) => {
  const requests = fakeApi({ [infoRequestCall]: { ok: true } });
  await renderWithI18n(<InfoRequestForm />);
  if (email) await userEvent.type(emailField(), email);
  if (question) await userEvent.type(questionField(), question);
  await send();
  expect(requests).toHaveLength(0);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument();
});

test('a filled form is sent and replaced by the thanks', async () => {
  const requests = fakeApi({ [infoRequestCall]: { ok: true } });
  await renderWithI18n(<InfoRequestForm />);
  await userEvent.type(emailField(), ' ana@club.test ');
  await userEvent.type(questionField(), 'Do you have kids classes?');
  await send();
  const thanks = await screen.findByRole('status');
  expect(thanks).toHaveTextContent('Thanks! we will contact you ASAP!');
  expect(thanks).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(requests[0]).toMatchObject({
    method: 'POST',
    body: { email: 'ana@club.test', question: 'Do you have kids classes?' },
  });
});

test('the thanks are translated', async () => {
  fakeApi({ [infoRequestCall]: { ok: true } });
  await renderWithI18n(<InfoRequestForm />, 'it-IT');
  await userEvent.type(screen.getByRole('textbox', { name: 'La tua e-mail' }), 'ana@club.test');
  await userEvent.type(screen.getByRole('textbox', { name: 'La tua domanda' }), 'Orari?');
  await userEvent.click(screen.getByRole('button', { name: 'Invia' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Grazie! Ti contatteremo il prima possibile.');
});

test('while sending, Send is busy and takes no second click', async () => {
  const requests = fakeApi({ [infoRequestCall]: neverAnswered });
  await renderWithI18n(<InfoRequestForm />);
  await userEvent.type(emailField(), 'ana@club.test');
  await userEvent.type(questionField(), 'Hours?');
  await send();
  const button = screen.getByRole('button', { name: 'Send' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button);
  expect(requests).toHaveLength(1);
});

test('a failed send is only logged and keeps what was typed', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  fakeApi({
    [infoRequestCall]: new StatusAnswer(400, { ok: false, errorMsg: 'body/email must match format "email"' }),
  });
  await renderWithI18n(<InfoRequestForm />);
  await userEvent.type(emailField(), 'ana@club');
  await userEvent.type(questionField(), 'Hours?');
  await send();
  expect(await screen.findByRole('button', { name: 'Send' })).toBeEnabled();
  expect(logged).toHaveBeenCalledWith('info request could not be loaded', expect.anything());
  expect(emailField()).toHaveValue('ana@club');
  expect(questionField()).toHaveValue('Hours?');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
