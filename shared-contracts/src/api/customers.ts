// Customer calls (document 1, 7): login, registration, activation, passwords, impersonation, the customer record,
// account deletion, the player lookup, saved cards.
import type { PlayerLookup } from '@club/shared-contracts/booking-entities';
import type {
  AppLinkCode,
  CreditCardToken,
  Customer,
  CustomerSavePayload,
  CustomerStatus,
  ImpersonationResponse,
  LoginRequest,
  LoginResponse,
  ModelAnswer,
  OkAnswer,
  Registration,
  RegistrationPayload,
  RowDataAnswer,
  Sport,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/**
 * POST /api/publiccustomers/cauth. A refused login rejects with an ApiError of kind 'rejected' whose errorMsg is
 * the server's text and whose answer (a LoginFailure) has redirect true when the form must switch to reset mode.
 */
export function login(body: LoginRequest): Promise<ModelAnswer<LoginResponse>> {
  return requestOk('POST', '/api/publiccustomers/cauth', { body });
}

/**
 * POST /api/publiccustomers/cauth with the token of the club's app alone (/auto-login): signs in the customer who
 * confirmed the app's link code, for which the API gave the app that token. An unknown or expired token rejects as
 * 'rejected', a malformed one (empty, too long) as 'http'.
 */
export function loginWithAppToken(externalToken: string): Promise<ModelAnswer<LoginResponse>> {
  return requestOk('POST', '/api/publiccustomers/cauth', { body: { externalToken } });
}

/**
 * POST /api/publiccustomers/app-link-codes/lookup: the app a link code links (/link-account), while it can be
 * confirmed. An unknown, used or lapsed code rejects as 'rejected' with an AppLinkRefusal as its answer.
 */
export function lookupAppLinkCode(code: string): Promise<ModelAnswer<AppLinkCode>> {
  return requestOk('POST', '/api/publiccustomers/app-link-codes/lookup', { body: { code } });
}

/**
 * POST /api/publiccustomers/app-link-codes/confirm: the logged-in customer links the app that asked for the code.
 * Answers the confirmation the page hands the app; refusals reject as `lookupAppLinkCode`'s do.
 */
export function confirmAppLinkCode(code: string): Promise<ModelAnswer<{ confirmation: string }>> {
  return requestOk('POST', '/api/publiccustomers/app-link-codes/confirm', { body: { code } });
}

/** The shortest password a customer may choose (document 1, 9); the API applies the same rule. */
export const minPasswordLength = 5;

/**
 * POST /api/publiccustomers/register: creates a customer who must activate the account by e-mail. Answers the id and
 * the registration token, which for 5 minutes lets that customer save the registration's answers and go on with an
 * activity sign-up (session-store.ts, storeTemporaryCustomer).
 */
export function register(body: RegistrationPayload): Promise<ModelAnswer<Registration>> {
  return requestOk('POST', '/api/publiccustomers/register', { body });
}

/** POST /api/publiccustomers/activate with the token of the activation link. */
export function activate(token: string): Promise<OkAnswer> {
  return requestOk('POST', '/api/publiccustomers/activate', { body: { token } });
}

/** POST /api/publiccustomers/reset-password-request-cz: always ok; customerStatus tells a temporary account. */
export function requestPasswordReset(
  email: string,
): Promise<OkAnswer<{ customerStatus: CustomerStatus | null }>> {
  return requestOk('POST', '/api/publiccustomers/reset-password-request-cz', { body: { email } });
}

/** POST /api/publiccustomers/reset-password-cz with the token of the reset link. */
export function resetPassword(token: string, plainPassword: string): Promise<OkAnswer> {
  return requestOk('POST', '/api/publiccustomers/reset-password-cz', { body: { token, plainPassword } });
}

/** POST /api/publiccustomers/reset-password-by-old-json: changes the password ("Wrong password" when refused). */
export function changePassword(body: {
  customerId: number;
  plainOldPass: string;
  plainNewPass: string;
}): Promise<OkAnswer> {
  return requestOk('POST', '/api/publiccustomers/reset-password-by-old-json', { body });
}

/** POST /api/publiccustomers/impersonate: a session for a child profile (the token must be the parent's). */
export function impersonate(customerId: number): Promise<OkAnswer<ImpersonationResponse>> {
  return requestOk('POST', '/api/publiccustomers/impersonate', { body: { customerId } });
}

/** GET /api/publiccustomers/{id}: the customer record. */
export function getCustomer(id: number): Promise<ModelAnswer<Customer>> {
  return requestOk('GET', `/api/publiccustomers/${id}`);
}

/** GET /api/publicacademycustomers/{customerId}: the customer record of the account page (with gender). */
export function getAcademyCustomer(customerId: number): Promise<ModelAnswer<Customer>> {
  return requestOk('GET', `/api/publicacademycustomers/${customerId}`);
}

/** PUT /api/publicacademycustomers/put-json: saves the account's personal data and address. */
export function saveCustomer(body: CustomerSavePayload): Promise<OkAnswer> {
  return requestOk('PUT', '/api/publicacademycustomers/put-json', { body });
}

/** DELETE /api/publiccustomers/remove/{customerId}: deletes the account. */
export function removeCustomer(customerId: number): Promise<OkAnswer> {
  return requestOk('DELETE', `/api/publiccustomers/remove/${customerId}`);
}

/**
 * POST /api/publiccustomers/list: the player lookup of checkout-booking (from 3 characters, logged-in customers
 * only): customers by name or surname with their level in `sport` (or their best), never their contact data.
 */
export function lookupPlayers(search: string, sport?: Sport): Promise<RowDataAnswer<PlayerLookup>> {
  return requestOk('POST', '/api/publiccustomers/list', {
    body: sport === undefined ? { search } : { search, sport },
  });
}

/** GET /api/publicpaymentmethods/token-list/{customerId}: the customer's saved cards. */
export function getCardTokens(customerId: number): Promise<ModelAnswer<CreditCardToken[]>> {
  return requestOk('GET', `/api/publicpaymentmethods/token-list/${customerId}`);
}

/** DELETE /api/publicpaymentmethods/{customerId}/{methodId}: deletes a saved card. */
export function deleteCardToken(customerId: number, methodId: number): Promise<OkAnswer> {
  return requestOk('DELETE', `/api/publicpaymentmethods/${customerId}/${methodId}`);
}
