import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApi,
  requestsTo,
  StatusAnswer,
  type FakeAnswer,
  type SentRequest,
} from '@club/shared-contracts/api/test-fetch';
import type { Activity, DynamicFormField, Sale } from '@club/shared-contracts/entities';
import { globalErrorAtom } from '@club/shared-contracts/http';
import { closeLoginRequest, loginRequestAtom } from '@club/shared-contracts/session';
import { storeTemporaryCustomer } from '@club/shared-contracts/session-store';
import {
  fakeCart,
  logIn,
  provideClubSettings,
  renderAtPath,
  settle,
  startAnonymous,
} from '@club/shared-ui/testing';
import { getDefaultStore } from 'jotai';
import { ActivityPage, activityPoster } from './activity-page';

const store = getDefaultStore();

const campus: Activity = {
  id: 3,
  name: 'Campus intensivo de tenis',
  poster: 'activity-campus.svg',
  start: '2031-07-01T09:00:00',
  end: '2031-07-05T14:00:00',
  description: '<p>Cinco mañanas de tenis</p><img src="x" onerror="window.hacked = true"><script>1</script>',
  onlineSignUp: true,
  partnerInscription: false,
};

const player: DynamicFormField = {
  id: 11,
  name: 'jugador',
  label: 'Nombre del jugador',
  value: '',
  required: true,
  col1: '',
  col2: '',
  columnDef: 'text',
  isFile: false,
};

const campusSale: Sale = {
  id: 2000000001,
  saleNumber: 'A-2000000001',
  description: 'Campus intensivo de tenis',
  pending: 45,
  netPending: 37.19,
  paid: 0,
  total: 45,
  netTotal: 37.19,
  grossTotalWithDiscount: 45,
  netTotalWithDiscount: 37.19,
  paymentType: 1,
  withRetention: false,
};

interface ActivityAnswers {
  activity?: Partial<Activity>;
  hasCustomSignUp?: boolean;
  alreadyIn?: boolean;
  categories?: { id: number; name: string }[];
  fields?: DynamicFormField[];
  /** What the inscription and the form's save answer. */
  signUp?: FakeAnswer;
}

const popularPosts = {
  ok: true,
  model: [
    {
      id: 21,
      title: 'Nueva web del club',
      image: 'post-nueva-web.svg',
      smalText: '',
      created: '2031-05-02T10:00:00Z',
      name: 'Club',
    },
    {
      id: 22,
      title: 'Liga de invierno',
      image: 'post-liga.svg',
      smalText: '',
      created: '2031-04-02T10:00:00Z',
      name: 'Club',
    },
  ],
};

let requests: SentRequest[];

function answerActivity({
  activity = {},
  hasCustomSignUp = false,
  alreadyIn = false,
  categories = [],
  fields = [],
  signUp = { ok: true, model: [] },
}: ActivityAnswers = {}) {
  const detail = { ok: true, model: { ...campus, ...activity }, hasCustomSignUp, alreadyIn };
  requests = fakeApi({
    '/api/publicactivities/3': detail,
    '/api/publicactivities/3/7': detail,
    '/api/publicactivities/3/42': detail,
    '/api/publicactivities/3/categories': { ok: true, model: categories },
    '/api/dynamicforms/form-def/Activity/3': { ok: true, model: fields },
    'POST /api/publicactivities/inscription': signUp,
    'POST /api/dynamicforms/save': signUp,
    '/api/cztextblocks/list-with-users': popularPosts,
  });
}

const renderActivity = (path = '/activity/3') =>
  renderAtPath({ '/activity/:id': <ActivityPage />, '/checkout': 'Checkout page' }, path);

const signUpButton = () => screen.getByRole('button', { name: 'Sign Up' });
const dialog = () => screen.getByRole('dialog');
const sent = (method: string, path: string) => requestsTo(requests, method, path);

beforeEach(() => {
  startAnonymous();
  provideClubSettings();
  fakeCart();
  closeLoginRequest();
});

describe('activity page', () => {
  it('shows the name, the dates in the club format, the poster sized up front and the sanitized description', async () => {
    answerActivity();
    const { container } = await renderActivity();
    expect(screen.getByRole('heading', { level: 1, name: 'Campus intensivo de tenis' })).toBeInTheDocument();
    expect(screen.getByText('01/07/2031 09:00')).toHaveAttribute('datetime', '2031-07-01T09:00:00');
    expect(screen.getByText('05/07/2031 14:00')).toBeInTheDocument();
    const poster = screen.getByRole('img', { name: 'Campus intensivo de tenis' });
    expect(poster).toHaveAttribute('src', expect.stringMatching(/\/uploads\/activity-campus\.svg$/));
    expect(poster).toHaveAttribute('width', String(activityPoster.width));
    expect(poster).toHaveAttribute('height', String(activityPoster.height));
    expect(screen.getByText('Cinco mañanas de tenis')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).not.toBeInTheDocument();
    expect(document.title).toContain('Campus intensivo de tenis');
  });

  it('shows no end when the activity has none', async () => {
    answerActivity({ activity: { end: null } });
    await renderActivity();
    expect(screen.getByText('Starts')).toBeInTheDocument();
    expect(screen.queryByText('Ends')).not.toBeInTheDocument();
  });

  it('says what a sign-up costs in the club format, or that it is free', async () => {
    answerActivity({ activity: { price: 45.5 } });
    const { unmount } = await renderActivity();
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent(/^45,50\s€$/);
    unmount();
    answerActivity({ activity: { price: 0 } });
    await renderActivity();
    expect(screen.getByText('Price').nextElementSibling).toHaveTextContent('Free');
  });

  it('shows a skeleton and no content while the activity loads', async () => {
    answerActivity();
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const { container } = await renderActivity();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('shows the translated not-found page for an unknown activity', async () => {
    requests = fakeApi({
      '/api/publicactivities/99': new StatusAnswer(404, { ok: false, errorMsg: 'No existe' }),
      '/api/cztextblocks/list-with-users': popularPosts,
    });
    await renderActivity('/activity/99');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the not-found page for an id that is no number, asking for nothing', async () => {
    answerActivity();
    await renderActivity('/activity/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.pathname.startsWith('/api/publicactivities'))).toEqual(
      [],
    );
  });

  it('offers Sign Up only when the club takes sign-ups online', async () => {
    answerActivity({ activity: { onlineSignUp: false } });
    await renderActivity();
    expect(screen.queryByRole('button', { name: 'Sign Up' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
  });

  it('copies the page link with Share and says Copied', async () => {
    answerActivity();
    await renderActivity();
    // The set-up gives the page a clipboard, which jsdom has not.
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe('http://localhost/activity/3');
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Copied')).toBe(true);
  });

  it('shows the two popular posts beside the activity, linking to their pages', async () => {
    answerActivity();
    await renderActivity();
    const panel = screen.getByRole('complementary', { name: 'Popular posts' });
    expect(within(panel).getByRole('link', { name: 'Nueva web del club' })).toHaveAttribute(
      'href',
      '/post/21',
    );
    expect(within(panel).getByRole('link', { name: 'Liga de invierno' })).toHaveAttribute('href', '/post/22');
    expect(sent('GET', '/api/cztextblocks/list-with-users')[0]?.url.search).toBe('?count=2&popular=true');
  });
});

describe('signing up', () => {
  it('asks for the activity with the logged-in customer and shows Already In! that does nothing', async () => {
    logIn(7);
    answerActivity({ alreadyIn: true });
    await renderActivity();
    const already = screen.getByRole('button', { name: 'Already In!' });
    expect(already).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(already);
    expect(sent('GET', '/api/publicactivities/3/7')).toHaveLength(1);
    expect(sent('GET', '/api/publicactivities/3/categories')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('signs up at once when there is no form, partner or category, and a free sign-up says Sign Up Done!', async () => {
    logIn(7);
    answerActivity();
    const cart = fakeCart();
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(sent('POST', '/api/publicactivities/inscription')[0]?.body).toEqual({
      id: 3,
      customerId: 7,
      partnerCustomerId: null,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const done = screen.getByRole('button', { name: 'Sign Up Done!' });
    expect(done).toHaveAttribute('aria-disabled', 'true');
    expect(done).toHaveFocus();
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Sign Up Done!')).toBe(true);
    expect(cart.addSale).not.toHaveBeenCalled();
  });

  it('puts the sales of a paid sign-up into the cart, which goes on to the checkout', async () => {
    logIn(7);
    answerActivity({ signUp: { ok: true, model: [campusSale] } });
    const cart = fakeCart();
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(cart.addSale).toHaveBeenCalledWith([campusSale]);
    expect(window.location.pathname).toBe('/checkout');
  });

  it("shows the server's refusal of an inscription in the global error popup", async () => {
    logIn(7);
    answerActivity({ signUp: { ok: false, errorMsg: 'No quedan plazas' } });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(store.get(globalErrorAtom)).toBe('No quedan plazas');
    expect(signUpButton()).toBeEnabled();
  });

  it('opens the form for an activity with its own sign-up form and blocks saving while anything is wrong', async () => {
    logIn(7);
    answerActivity({ hasCustomSignUp: true, fields: [player] });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(dialog()).toHaveAccessibleName('Sign up to Campus intensivo de tenis');
    expect(within(dialog()).getByRole('checkbox', { name: /advertising/ })).toBeChecked();
    expect(
      within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }),
    ).not.toBeChecked();

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog()).getByText('The field is required')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please accept our legal conditions')).toBeInTheDocument();
    expect(within(dialog()).getByRole('textbox', { name: /Nombre del jugador/ })).toHaveFocus();
    expect(sent('POST', '/api/dynamicforms/save')).toHaveLength(0);
  });

  it('saves the form as multipart data with the answers, then says Sign Up Done!', async () => {
    logIn(7);
    answerActivity({ hasCustomSignUp: true, fields: [player] });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: /Nombre del jugador/ }),
      'Lucía Pérez',
    );
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await settle();
    const body = sent('POST', '/api/dynamicforms/save')[0]?.body as FormData;
    expect(body.get('parentName')).toBe('Activity');
    expect(body.get('parentId')).toBe('3');
    expect(body.get('customerId')).toBe('7');
    expect(body.get('okRss')).toBe('true');
    expect(body.get('acceptConditions')).toBe('true');
    expect(body.get('Fields[0].value')).toBe('Lucía Pérez');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up Done!' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's message in the form and keeps everything typed when the save is refused", async () => {
    logIn(7);
    answerActivity({
      hasCustomSignUp: true,
      fields: [player],
      signUp: { ok: false, errorMsg: 'La inscripción está cerrada' },
    });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: /Nombre del jugador/ }),
      'Lucía Pérez',
    );
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await settle();
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('La inscripción está cerrada');
    expect(within(dialog()).getByRole('textbox', { name: /Nombre del jugador/ })).toHaveValue('Lucía Pérez');
    expect(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' })).toBeChecked();
  });

  it('opens the form to choose a category when the activity has categories, and requires one', async () => {
    logIn(7);
    answerActivity({
      categories: [
        { id: 4, name: 'Iniciación' },
        { id: 5, name: 'Avanzado' },
      ],
    });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(sent('GET', '/api/dynamicforms/form-def/Activity/3')).toHaveLength(0);
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog()).getByRole('combobox', { name: /Category/ })).toHaveFocus();
    expect(within(dialog()).getByText('Required')).toBeInTheDocument();
    await userEvent.selectOptions(within(dialog()).getByRole('combobox', { name: /Category/ }), 'Avanzado');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await settle();
    expect((sent('POST', '/api/dynamicforms/save')[0]?.body as FormData).get('activityCategoryId')).toBe('5');
  });

  it('asks for the partner of a pair sign-up with the customer lookup', async () => {
    logIn(7);
    answerActivity({ activity: { partnerInscription: true } });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(within(dialog()).getByRole('combobox', { name: /Partner/ })).toBeInTheDocument();
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    expect(within(dialog()).getByRole('combobox', { name: /Partner/ })).toHaveFocus();
    expect(sent('POST', '/api/dynamicforms/save')).toHaveLength(0);
  });

  it('sends the partner chosen in the lookup as the partner, not among the answers', async () => {
    logIn(7);
    answerActivity({ activity: { partnerInscription: true } });
    const lookup = { ok: true, rowData: [{ id: 12, name: 'Bruno', surname: 'Díaz' }] };
    const answers = { 'POST /api/publiccustomers/list': lookup };
    const save = { 'POST /api/dynamicforms/save': { ok: true, model: [] } };
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    requests = fakeApi({ ...answers, ...save });
    await userEvent.type(within(dialog()).getByRole('combobox', { name: /Partner/ }), 'Bru');
    await userEvent.click(await within(dialog()).findByRole('option', { name: 'Bruno Díaz' }));
    expect(sent('POST', '/api/publiccustomers/list')[0]?.body).toEqual({ search: 'Bru' });
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await settle();
    const body = sent('POST', '/api/dynamicforms/save')[0]?.body as FormData;
    expect(body.get('partnerCustomerId')).toBe('12');
    expect(body.get('Fields[0].id')).toBeNull();
  });
});

describe('a visitor signing up', () => {
  it('is offered Login or Register, and the sign-up goes on after the login for the customer', async () => {
    answerActivity();
    await renderActivity();
    await userEvent.click(signUpButton());
    expect(dialog()).toHaveAccessibleName('Please login or register');
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Login' }));
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: null, mode: 'login' });
    expect(sent('POST', '/api/publicactivities/inscription')).toHaveLength(0);

    // The host logs the customer in and closes its dialog.
    act(() => {
      logIn(7);
      closeLoginRequest();
    });
    await settle();
    expect(sent('GET', '/api/publicactivities/3/7')).not.toHaveLength(0);
    await waitFor(() => expect(sent('POST', '/api/publicactivities/inscription')).toHaveLength(1));
    expect(sent('POST', '/api/publicactivities/inscription')[0]?.body).toMatchObject({ customerId: 7 });
  });

  // What the register form does: marks the new customer with the registration token, then the dialog closes.
  async function registerAs42() {
    await userEvent.click(signUpButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Register' }));
    expect(store.get(loginRequestAtom)).toEqual({ backUrl: null, mode: 'register' });
    act(() => {
      storeTemporaryCustomer({ id: 42, name: 'Marta', surname: 'Ruiz' }, 'registration-token');
      closeLoginRequest();
    });
    await settle();
  }

  it('goes on for the customer who has just registered, with no session yet: their calls send the registration token', async () => {
    answerActivity();
    await renderActivity();
    await registerAs42();
    const [detail] = sent('GET', '/api/publicactivities/3/42');
    expect(detail?.headers.get('Authorization')).toBe('Bearer registration-token');
    const [inscription] = sent('POST', '/api/publicactivities/inscription');
    expect(inscription?.body).toMatchObject({ customerId: 42 });
    expect(inscription?.headers.get('Authorization')).toBe('Bearer registration-token');
    expect(screen.getByRole('button', { name: 'Sign Up Done!' })).toBeInTheDocument();
  });

  it('saves the form of the customer who has just registered with the registration token, and the sale goes to the cart with its cart token', async () => {
    const sale = { ...campusSale, ctk: 'cart-token' };
    answerActivity({ hasCustomSignUp: true, fields: [player], signUp: { ok: true, model: [sale] } });
    const cart = fakeCart();
    await renderActivity();
    await registerAs42();
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: /Nombre del jugador/ }),
      'Lucía Pérez',
    );
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'I accept the legal conditions' }));
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sign Up' }));
    await settle();
    const [save] = sent('POST', '/api/dynamicforms/save');
    expect((save?.body as FormData).get('customerId')).toBe('42');
    expect(save?.headers.get('Authorization')).toBe('Bearer registration-token');
    expect(cart.addSale).toHaveBeenCalledWith([sale]);
  });

  it('tells the customer just registered who signs up again that they are in already, sending nothing more', async () => {
    storeTemporaryCustomer({ id: 42, name: 'Marta', surname: 'Ruiz' }, 'registration-token');
    answerActivity();
    requests = fakeApi({
      '/api/publicactivities/3': { ok: true, model: campus, hasCustomSignUp: false, alreadyIn: false },
      '/api/publicactivities/3/42': { ok: true, model: campus, hasCustomSignUp: false, alreadyIn: true },
      '/api/cztextblocks/list-with-users': popularPosts,
    });
    await renderActivity();
    await userEvent.click(signUpButton());
    await settle();
    expect(sent('GET', '/api/publicactivities/3/42')[0]?.headers.get('Authorization')).toBe(
      'Bearer registration-token',
    );
    expect(screen.getByRole('button', { name: 'Already In!' })).toHaveAttribute('aria-disabled', 'true');
    expect(sent('POST', '/api/publicactivities/inscription')).toHaveLength(0);
  });

  it('is offered Login only when the club does not let customers register on the site', async () => {
    provideClubSettings({ RegisterOn: false });
    answerActivity();
    await renderActivity();
    await userEvent.click(signUpButton());
    expect(within(dialog()).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('drops the sign-up when the login dialog is closed without logging in', async () => {
    answerActivity();
    await renderActivity();
    await userEvent.click(signUpButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Login' }));
    act(() => closeLoginRequest());
    await settle();
    act(() => logIn(7));
    await settle();
    expect(sent('POST', '/api/publicactivities/inscription')).toHaveLength(0);
    expect(signUpButton()).toBeEnabled();
  });

  it('sees Already In! after logging in when the customer was in already', async () => {
    answerActivity();
    await renderActivity();
    await userEvent.click(signUpButton());
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Login' }));
    requests = fakeApi({
      '/api/publicactivities/3/7': { ok: true, model: campus, hasCustomSignUp: false, alreadyIn: true },
      '/api/cztextblocks/list-with-users': { ok: true, model: [] },
    });
    act(() => {
      logIn(7);
      closeLoginRequest();
    });
    await settle();
    expect(screen.getByRole('button', { name: 'Already In!' })).toBeInTheDocument();
    expect(sent('POST', '/api/publicactivities/inscription')).toHaveLength(0);
  });
});
