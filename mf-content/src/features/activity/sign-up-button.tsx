import { getDefaultStore } from 'jotai';
import { Suspense, useEffect, useEffectEvent, useState } from 'react';
import { signUpToActivity } from '@club/shared-contracts/api/activities';
import type { Sale } from '@club/shared-contracts/entities';
import { showGlobalError } from '@club/shared-contracts/http';
import { getSession, loginRequestAtom, requestLogin } from '@club/shared-contracts/session';
import { Button } from '@club/shared-ui/button';
import { lazyPage } from '@club/shared-ui/lazy-page';
import { useTranslation } from '@club/shared-ui/translation';
import { loadActivity, signUpCustomer, type ActivityDetail, type SignUpCustomer } from './activity-loading';
import { planSignUp, putSalesInCart, type SignUpPlan } from './sign-up';
import { VisitorDialog } from './visitor-dialog';
import './texts';
import styles from './activity-page.module.css';

/** Props of SignUpButton. */
export interface SignUpButtonProps {
  detail: ActivityDetail;
  /** The logged-in customer's profile in use, or null. */
  viewerId: number | null;
}

// The sign-up form (the dynamic form's renderer, the lookup, the legal texts) loads with the first sign-up that needs
// it, not with the page.
const SignUpDialog = lazyPage(() => import('./sign-up-dialog').then((module) => module.SignUpDialog));

/** The sign-up form while it is open: the plan's fields and categories, for the customer it signs up. */
type OpenForm = Extract<SignUpPlan, { kind: 'form' }> & { customer: SignUpCustomer };

/**
 * Sign Up and what follows it (document 3, 4 Activity sign-up). A visitor is offered Login or Register first and the
 * sign-up goes on once the host's dialog closes with a customer (logged in, or just registered and marked for 5
 * minutes, whose calls send the registration token). The inscription is made at once when the activity asks nothing
 * more, else the sign-up form opens. Owed sales go into the cart and on to the checkout; otherwise the button says
 * 'Sign Up Done!'. A customer already in sees 'Already In!', which does nothing.
 */
export function SignUpButton({ detail, viewerId }: SignUpButtonProps) {
  const { t } = useTranslation('content');
  const [working, setWorking] = useState(false);
  const [done, setDone] = useState(false);
  const [visitorAsked, setVisitorAsked] = useState(false);
  const [waitingForLogin, setWaitingForLogin] = useState(false);
  const [form, setForm] = useState<OpenForm | null>(null);
  // In already, as found when the activity was asked again for the customer signing up.
  const [foundIn, setFoundIn] = useState(false);
  const { activity } = detail;

  async function finish(sales: Sale[]) {
    setForm(null);
    setDone(true);
    await putSalesInCart(sales);
  }

  async function signUp(customer: SignUpCustomer, current = detail) {
    setWorking(true);
    try {
      const plan = await planSignUp(current);
      if (plan.kind === 'form') {
        await SignUpDialog.preload();
        setForm({ ...plan, customer });
        return;
      }
      const answer = await signUpToActivity(
        { id: activity.id, customerId: customer.id, partnerCustomerId: null },
        customer.registrationToken,
      );
      await finish(answer.model);
    } catch (error) {
      // The server's refusal (full, closed) or a crash, in the global error popup (document 3, 8).
      showGlobalError(error);
    } finally {
      setWorking(false);
    }
  }

  // For a customer the page's activity was not asked for (one who has just logged in or registered), the activity is
  // asked again first: they may be in already, and then the button says so instead of the server refusing.
  async function signUpAfresh(customer: SignUpCustomer) {
    setWorking(true);
    try {
      const current = await loadActivity(activity.id, customer.id, customer.registrationToken);
      if (current?.alreadyIn) setFoundIn(true);
      else if (current) await signUp(customer, current);
    } catch (error) {
      showGlobalError(error);
    } finally {
      setWorking(false);
    }
  }

  function start() {
    const customer = signUpCustomer(viewerId);
    if (customer === null) setVisitorAsked(true);
    else if (customer.id !== detail.viewerId) void signUpAfresh(customer);
    else void signUp(customer);
  }

  // After Login or Register the sign-up goes on once the host's dialog has closed, for the customer then known (none:
  // it is dropped).
  const goOn = useEffectEvent(async () => {
    setWaitingForLogin(false);
    const customer = signUpCustomer(getSession().customer?.currentId ?? null);
    if (customer !== null) await signUpAfresh(customer);
  });
  useEffect(() => {
    if (!waitingForLogin) return;
    // The host's login dialog is outside the page: its request ends when the dialog closes, logged in or not.
    const store = getDefaultStore();
    return store.sub(loginRequestAtom, () => {
      if (store.get(loginRequestAtom) === null) void goOn();
    });
  }, [waitingForLogin]);

  function chooseAccount(mode: 'login' | 'register') {
    setVisitorAsked(false);
    setWaitingForLogin(true);
    requestLogin(null, mode);
  }

  // One button in every state, so the focus stays on it when it turns into 'Sign Up Done!'.
  const alreadyIn = detail.alreadyIn || foundIn;
  const open = !alreadyIn && !done;
  return (
    <>
      <Button
        className={open ? undefined : styles.inert}
        aria-disabled={open ? undefined : true}
        aria-haspopup={open ? 'dialog' : undefined}
        loading={open && (working || waitingForLogin)}
        onClick={open ? start : undefined}
      >
        {alreadyIn ? t('Already In!') : done ? t('Sign Up Done!') : t('Sign Up')}
      </Button>
      {/* In the page from the start: a live region added together with its text is not announced. */}
      <span className="visually-hidden" role="status">
        {done && t('Sign Up Done!')}
      </span>
      <VisitorDialog
        open={visitorAsked}
        activityName={activity.name}
        onClose={() => setVisitorAsked(false)}
        onChoose={chooseAccount}
      />
      {form && (
        <Suspense>
          <SignUpDialog
            activity={activity}
            fields={form.fields}
            categories={form.categories}
            customer={form.customer}
            onClose={() => setForm(null)}
            onSignedUp={(sales) => void finish(sales)}
          />
        </Suspense>
      )}
    </>
  );
}
