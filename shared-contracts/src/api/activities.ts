// Activity calls (document 3, 7): the upcoming activities, one in detail, its categories and the direct sign-up.
// A sign-up through the activity's dynamic form is saveDynamicForm (./forms) with parentName 'Activity'. The calls for
// a customer take the registration token of a customer just registered (session.ts, temporaryCustomer), sent in
// place of the stored session; without it they send the session.
import type {
  ActivityAnswer,
  ActivityCategory,
  ActivitySummary,
  ModelAnswer,
  Sale,
} from '@club/shared-contracts/entities';
import { requestOk } from '@club/shared-contracts/http';

/** The sales a paid sign-up owes (into the cart, then /checkout); empty when the activity is free. */
export type SignUpAnswer = ModelAnswer<Sale[]>;

/** The body of POST /api/publicactivities/inscription. */
export interface ActivitySignUp {
  /** The activity. */
  id: number;
  customerId: number;
  /** The partner of an activity with partnerInscription, else null. */
  partnerCustomerId: number | null;
  /** The chosen category when the activity has categories (beyond the specification's payload), else null. */
  activityCategoryId?: number | null;
}

/** GET /api/publicactivities/list: the upcoming activities, soonest first. */
export function listActivities(): Promise<ModelAnswer<ActivitySummary[]>> {
  return requestOk('GET', '/api/publicactivities/list');
}

/**
 * GET /api/publicactivities/{id}[/{customerId}]: the activity, whether it has its own sign-up form and, for a
 * customer (whose token the call needs: the session's, or `registrationToken`), whether they are already in. An
 * unknown id rejects as 'http' (404).
 */
export function getActivity(
  id: number,
  customerId?: number | null,
  registrationToken?: string,
): Promise<ActivityAnswer> {
  const path = `/api/publicactivities/${encodeURIComponent(id)}`;
  return customerId
    ? requestOk('GET', `${path}/${encodeURIComponent(customerId)}`, { token: registrationToken })
    : requestOk('GET', path);
}

/** GET /api/publicactivities/{id}/categories: the categories a sign-up chooses from (empty when none). */
export function getActivityCategories(id: number): Promise<ModelAnswer<ActivityCategory[]>> {
  return requestOk('GET', `/api/publicactivities/${encodeURIComponent(id)}/categories`);
}

/**
 * POST /api/publicactivities/inscription: the direct sign-up (an activity without form, partner or categories), with
 * the session or a customer's `registrationToken`; a paid sign-up made with the latter answers its sale with a cart
 * token (`ctk`). A refusal ('You are already in', no online sign-up, …) rejects as 'rejected' with the server's
 * errorMsg.
 */
export function signUpToActivity(body: ActivitySignUp, registrationToken?: string): Promise<SignUpAnswer> {
  return requestOk('POST', '/api/publicactivities/inscription', { body, token: registrationToken });
}
