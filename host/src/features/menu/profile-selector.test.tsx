import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@club/shared-contracts/http';
import { provideSessionCommands } from '@club/shared-contracts/session';
import { clearSession, storeImpersonation, storeLogin } from '@club/shared-contracts/session-store';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { setViewportWidth } from '../../lib/testing';
import { Menu } from './menu';
import { answerMenuCalls, childlessLogin, parentLogin } from './menu-testing';

const switchProfile = jest.fn<Promise<void>, [number]>();
const profileSelect = (name = 'Profile') => screen.getByRole('combobox', { name });

beforeEach(() => {
  localStorage.clear();
  clearSession();
  provideSettings(clubSettings);
  setViewportWidth(1280);
  // By default the switch is under way: on success the page would reload.
  switchProfile.mockReset().mockReturnValue(new Promise(() => undefined));
  provideSessionCommands({ logOut: jest.fn(), switchProfile, logInWithCheckoutToken: jest.fn() });
  answerMenuCalls();
});

test('a customer without children sees the selector disabled', async () => {
  storeLogin(childlessLogin);
  await renderAtPath(<Menu />);
  expect(profileSelect()).toBeDisabled();
  expect(
    within(profileSelect())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Bruno Martín']);
});

test('a parent sees the selector enabled with the parent first, and choosing a child switches to it', async () => {
  storeLogin(parentLogin);
  await renderAtPath(<Menu />);
  expect(profileSelect()).toBeEnabled();
  expect(profileSelect()).toHaveDisplayValue('Ana García');
  expect(
    within(profileSelect())
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Ana García', 'Lucas García', 'Sofía García']);

  await userEvent.selectOptions(profileSelect(), 'Lucas García');
  expect(switchProfile).toHaveBeenCalledWith(8);
  // The page reloads as the child; until then the selector takes no second choice.
  expect(profileSelect()).toBeDisabled();
});

test('acting as a child, the selector shows the child and lists the parent to switch back to', async () => {
  const parent = storeLogin(parentLogin);
  storeImpersonation(
    {
      token: 'token-lucas',
      expiry: parentLogin.expiry,
      customer: { id: 8, name: 'Lucas', surname: 'García' },
    },
    parent,
  );
  await renderAtPath(<Menu />);
  expect(profileSelect()).toHaveDisplayValue('Lucas García');
  await userEvent.selectOptions(profileSelect(), 'Ana García');
  expect(switchProfile).toHaveBeenCalledWith(7);
});

test("a refused switch shows the server's message in red under the menu and keeps the current profile", async () => {
  storeLogin(parentLogin);
  switchProfile.mockRejectedValue(new ApiError('http', { status: 403, errorMsg: 'Wrong access' }));
  await renderAtPath(<Menu />);
  await userEvent.selectOptions(profileSelect(), 'Sofía García');
  expect(await screen.findByRole('alert')).toHaveTextContent('Wrong access');
  expect(profileSelect()).toBeEnabled();
  expect(profileSelect()).toHaveDisplayValue('Ana García');
});

test('a switch failing without a server message shows the translated one', async () => {
  storeLogin(parentLogin);
  switchProfile.mockRejectedValue(new ApiError('crash'));
  await renderAtPath(<Menu />, '/', 'es-ES');
  await userEvent.selectOptions(profileSelect('Perfil'), 'Sofía García');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'No se ha podido cambiar de perfil. Inténtalo de nuevo.',
  );
});

test('an expired session shows no message: the login opens instead', async () => {
  storeLogin(parentLogin);
  switchProfile.mockRejectedValue(new ApiError('unauthorized', { status: 401 }));
  await renderAtPath(<Menu />);
  await userEvent.selectOptions(profileSelect(), 'Sofía García');
  expect(switchProfile).toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
