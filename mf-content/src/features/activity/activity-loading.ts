import { useMemo, useState } from 'react';
import { getActivity } from '@club/shared-contracts/api/activities';
import type { Activity } from '@club/shared-contracts/entities';
import { isApiError, prefetch } from '@club/shared-contracts/http';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { getSession, temporaryCustomer, useSession } from '@club/shared-contracts/session';
import { preloadUploadImage } from '@club/shared-ui/upload-image';
import { useLoad, type Load } from '@club/shared-ui/use-load';

/** An activity as the page shows it, with what its sign-up needs to know for the customer it was asked for. */
export interface ActivityDetail {
  activity: Activity;
  hasCustomSignUp: boolean;
  alreadyIn: boolean;
  /** The customer it was asked for, whom alreadyIn speaks of; null for nobody. */
  viewerId: number | null;
}

/** An activity id as the route names it: a positive whole number, or null for anything else. */
export const activityIdOf = positiveWhole;

/** The customer the page is for: the logged-in customer's profile in use (alreadyIn speaks of them), else null. */
export function useViewerId(): number | null {
  return useSession().customer?.currentId ?? null;
}

/** The customer a sign-up acts for, and the registration token its calls send when they have no session. */
export interface SignUpCustomer {
  id: number;
  /** Sent in place of the session (none for the viewer, whose session goes). */
  registrationToken?: string;
}

/**
 * The customer a sign-up acts for: the viewer, else the customer a registration has just marked for 5 minutes
 * (document 3, 4 Activity sign-up), who has no session yet: their calls send the registration token instead. Read
 * when the sign-up starts or goes on: the marker is no state a page re-renders on.
 */
export function signUpCustomer(viewerId: number | null): SignUpCustomer | null {
  if (viewerId !== null) return { id: viewerId };
  const temporary = temporaryCustomer();
  return temporary && { id: temporary.customer.id, registrationToken: temporary.registrationToken };
}

// The API answers 404 for an unknown activity and 400 for an id out of its range: both name no activity.
const isNoSuchActivity = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/**
 * GET /api/publicactivities/{id}[/{customerId}] (for a customer just registered, with their registration token);
 * null when the id names no activity.
 */
export function loadActivity(
  id: number | null,
  viewerId: number | null,
  registrationToken?: string,
): Promise<ActivityDetail | null> {
  if (id === null) return Promise.resolve(null);
  return getActivity(id, viewerId, registrationToken).then(
    (answer): ActivityDetail => ({
      activity: answer.model,
      hasCustomSignUp: answer.hasCustomSignUp,
      alreadyIn: answer.alreadyIn,
      viewerId,
    }),
    (error: unknown) => {
      if (isNoSuchActivity(error)) return null;
      throw error;
    },
  );
}

/** Starts loading the activity of the page at this route parameter with its code, and its poster with it. */
export function prefetchActivity(idParam: string | undefined): void {
  prefetch(() =>
    loadActivity(activityIdOf(idParam), getSession().customer?.currentId ?? null).then((detail) =>
      preloadUploadImage(detail?.activity.poster),
    ),
  );
}

/**
 * The activity as the page follows it. When the viewer changes (a login asked for by Sign Up) it is asked again for
 * them, and meanwhile the activity already shown stays, so the page does not flash its skeleton and
 * the sign-up waiting for that customer stays where it is.
 */
export function useActivity(id: number | null, viewerId: number | null): Load<ActivityDetail | null> {
  const request = useMemo(() => () => loadActivity(id, viewerId), [id, viewerId]);
  const load = useLoad('activity', request);
  const [shown, setShown] = useState<{ id: number | null; load: Load<ActivityDetail | null> }>({ id, load });
  if (load.state !== 'loading' && shown.load !== load) setShown({ id, load });
  return load.state === 'loading' && shown.id === id ? shown.load : load;
}
