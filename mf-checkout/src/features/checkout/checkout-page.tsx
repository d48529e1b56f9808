import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { useCart, type Cart } from '@club/shared-contracts/cart';
import {
  type CheckoutInfo,
  deliveryFields,
  type DeliveryField,
} from '@club/shared-contracts/checkout-entities';
import { PaymentMethodType } from '@club/shared-contracts/entities';
import { clientOrigin } from '@club/shared-contracts/host-app';
import { loadFailed } from '@club/shared-contracts/http';
import { paths } from '@club/shared-contracts/paths';
import { useSession } from '@club/shared-contracts/session';
import { useSettings } from '@club/shared-contracts/settings';
import { Alert } from '@club/shared-ui/alert';
import { Button } from '@club/shared-ui/button';
import { CheckField } from '@club/shared-ui/check-field';
import { LegalTextLinks } from '@club/shared-ui/legal-text-links';
import { Navigate, useLocation, useSearchParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { readCheckoutForm, storeCheckoutForm, type CheckoutForm } from '../../lib/checkout-form-storage';
import { AccountPassword } from './account-password';
import { AddressSection } from './address-section';
import { CardDialog } from './card-dialog';
import { CartSummary } from './cart-summary';
import {
  cartLines,
  checkoutPayload,
  checkoutProblems,
  checkoutTotals,
  chosenMethod,
  missingAddressFields,
  needsTransport,
  offeredMethods,
  offeredVouchers,
  savesTransbankCardFirst,
  type CheckoutField,
  type CheckoutProblem,
} from './checkout-rules';
import { CheckoutTotals } from './checkout-totals';
import { useCheckoutInfo } from './checkout-info-loading';
import { CouponBox } from './coupon-box';
import { PaymentChoice } from './payment-choice';
import { ProviderStepDialog } from './provider-step-dialog';
import { loadStripeClient } from './stripe-loader';
import { TransportChoice } from './transport-choice';
import { useCheckoutPayment } from './use-checkout-payment';
import { useTransbankReturn } from './use-transbank-return';
import styles from './checkout-page.module.css';
import './texts';
import './provider-steps-texts';

/** The form as the checkout info prefills it (the customer's address and consents); nothing chosen yet. */
function formFromInfo(info: CheckoutInfo): CheckoutForm {
  const address = Object.fromEntries(deliveryFields.map((field) => [field, info[field] ?? ''])) as Record<
    DeliveryField,
    string
  >;
  return {
    ...address,
    okRss: info.okRss,
    acceptConditions: info.acceptConditions,
    transportId: null,
    payment: null,
    useSavedCard: true,
    saveCard: false,
    couponCode: '',
    coupon: null,
  };
}

// Sizes as inline styles (from the skeleton's custom properties): they win over the primitive's own height.
function CheckoutSkeleton() {
  return (
    <div className={`${styles.layout} ${styles.skeleton}`} aria-hidden="true">
      <div className={styles.main}>
        <Skeleton shape="rect" height="var(--address-height)" />
        <Skeleton shape="rect" height="var(--payment-height)" />
      </div>
      <div className={styles.aside}>
        <Skeleton shape="rect" height="var(--summary-height)" />
        <Skeleton shape="rect" height="var(--totals-height)" />
      </div>
    </div>
  );
}

interface CheckoutContentProps {
  info: CheckoutInfo;
  cart: Cart;
  /** The card a setup intent saved (/checkout?stripe_token=…): the checkout pays with it at once. */
  stripeToken: string | null;
}

function CheckoutContent({ info, cart, stripeToken }: CheckoutContentProps) {
  const { t } = useTranslation('checkout');
  const { isLoggedIn, customer } = useSession();
  const settings = useSettings();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<CheckoutForm>(() => readCheckoutForm() ?? formFromInfo(info));
  const [password, setPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const payment = useCheckoutPayment();
  const alertRef = useRef<HTMLDivElement>(null);
  const summaryId = useId();

  const customerId = customer?.currentId ?? null;
  const lines = cartLines(cart, customerId);
  const totals = checkoutTotals(cart, info, form, settings.PriceWithTaxes);
  const state = {
    cart,
    info,
    form,
    loggedIn: isLoggedIn,
    password,
    repeatPassword,
    nothingToPay: totals.total === 0,
  };
  const problems: CheckoutProblem[] = attempted ? checkoutProblems(state) : [];
  const problemOf = (field: CheckoutField) => {
    const found = problems.find((problem) => problem.field === field);
    return found ? t(found.text, found.values) : undefined;
  };
  const firstProblem = problems[0];
  const message = firstProblem ? t(firstProblem.text, firstProblem.values) : payment.error;
  const method = chosenMethod(info, form);
  const delivered = needsTransport(cart);
  const update = (changes: Partial<CheckoutForm>) => setForm((current) => ({ ...current, ...changes }));

  useEffect(() => storeCheckoutForm(form), [form]);

  // New checkout info (the visitor logged in) fills the address fields still empty; a coupon was checked against
  // the cart's lines, so other lines need another check. Both adjust the form as the page renders.
  const [prefilledFrom, setPrefilledFrom] = useState(info);
  if (prefilledFrom !== info) {
    setPrefilledFrom(info);
    const empty = deliveryFields.filter((field) => !form[field] && info[field]);
    if (empty.length > 0)
      setForm({ ...form, ...Object.fromEntries(empty.map((field) => [field, info[field]])) });
  }
  const linesKey = JSON.stringify(lines);
  const [couponLines, setCouponLines] = useState(linesKey);
  if (couponLines !== linesKey) {
    setCouponLines(linesKey);
    if (form.coupon) setForm({ ...form, coupon: null });
  }

  // Stripe.js loads once Stripe is chosen, not with the page, so the card popup opens without waiting for it.
  const stripeChosen = method?.type === PaymentMethodType.Stripe;
  useEffect(() => {
    if (!stripeChosen) return;
    loadStripeClient(info.stripeScriptUrl, info.stripePublicKey).catch((failure: unknown) =>
      // The popup tries again and says so; here it is only an early start.
      loadFailed('Stripe.js', failure),
    );
  }, [stripeChosen, info.stripeScriptUrl, info.stripePublicKey]);

  useEffect(() => {
    if (focusRequest > 0) alertRef.current?.focus();
  }, [focusRequest]);
  useEffect(() => {
    if (payment.error) alertRef.current?.focus();
  }, [payment.error]);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    setAttempted(true);
    if (checkoutProblems(state).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    if (!stripeToken && customerId !== null && savesTransbankCardFirst(method, isLoggedIn)) {
      void payment.saveCardFirst(customerId, JSON.stringify(form));
      return;
    }
    void payment.pay(checkoutPayload({ ...state, customerId, origin: clientOrigin(), stripeToken }));
  }

  // Back from saving the card: the stored form pays with it at once, and a reload does not pay twice.
  const paidWithToken = useRef(false);
  useEffect(() => {
    if (!stripeToken || paidWithToken.current) return;
    paidWithToken.current = true;
    setSearchParams({}, { replace: true });
    submit();
    // Only on arrival with the token.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const invalidAddress = attempted ? missingAddressFields(state) : [];
  return (
    <>
      <form className={styles.layout} noValidate onSubmit={submit}>
        <div className={styles.main}>
          <AddressSection
            form={form}
            required={!isLoggedIn || delivered}
            invalid={invalidAddress}
            onChange={(field, value) => update({ [field]: value })}
          />
          {!isLoggedIn && (
            <AccountPassword
              password={password}
              repeatPassword={repeatPassword}
              onPassword={setPassword}
              onRepeatPassword={setRepeatPassword}
              problems={problems}
              backUrl={location.pathname}
            />
          )}
          {delivered && (
            <TransportChoice
              transports={info.transports}
              chosen={form.transportId}
              onChoose={(transportId) => update({ transportId })}
              error={problemOf('transport')}
            />
          )}
          <PaymentChoice
            info={info}
            methods={offeredMethods(info)}
            vouchers={offeredVouchers(info, isLoggedIn)}
            form={form}
            onChoose={(choice) => update({ payment: choice })}
            onUseSavedCard={(useSavedCard) => update({ useSavedCard })}
            onSaveCard={(saveCard) => update({ saveCard })}
            error={problemOf('payment')}
          />
        </div>
        <div className={styles.aside}>
          <CartSummary cart={cart} headingId={summaryId} />
          <CouponBox
            code={form.couponCode}
            applied={form.coupon}
            lines={lines}
            onCode={(couponCode) => update({ couponCode })}
            onApplied={(coupon) => update({ coupon })}
            error={problemOf('coupon')}
          />
          <CheckoutTotals totals={totals} withTransport={delivered} />
          <CheckField
            label={t('I accept the legal conditions')}
            checked={form.acceptConditions}
            onChange={(acceptConditions) => update({ acceptConditions })}
            error={problemOf('acceptConditions')}
            required
          >
            <LegalTextLinks />
          </CheckField>
          <CheckField
            label={t('I want to receive news and offers from the club')}
            checked={form.okRss}
            onChange={(okRss) => update({ okRss })}
          />
          {/* In the page from the start, so what appears in it is announced; focus moves to it on a refusal. */}
          <div ref={alertRef} tabIndex={-1} className={styles.alert} data-testid="checkout-error">
            {message && <Alert variant="error">{message}</Alert>}
          </div>
          <Button type="submit" size="large" block loading={payment.working} data-testid="checkout-pay">
            {totals.total === 0 ? t('Confirm') : t('Pay')}
          </Button>
        </div>
      </form>
      <CardDialog
        intent={payment.cardIntent}
        typedCard={payment.typedCard}
        onClose={payment.closeCard}
        onConfirmed={payment.cardConfirmed}
      />
      <ProviderStepDialog
        step={payment.providerStep}
        onClose={payment.closeCard}
        onDone={payment.providerDone}
      />
    </>
  );
}

/**
 * Checkout (/checkout and /taykus-shop-checkout, document 3, 2, 4 and 5): the delivery address, a visitor's account,
 * the transport, the payment method or voucher, the cart with its units, the coupon, the totals and the legal
 * conditions, then the payment. An empty cart goes to the home page.
 */
export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  useDocumentTitle(t('Checkout'));
  const cart = useCart();
  if (cart.sItems.length === 0 && cart.sales.length === 0) return <Navigate to={paths.home()} replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('Checkout')}</h1>
      <CheckoutOfCart cart={cart} />
    </div>
  );
}

/** The checkout of a cart with something in it: its checkout info, then the form. */
function CheckoutOfCart({ cart }: { cart: Cart }) {
  const { t } = useTranslation('checkout');
  const { customer } = useSession();
  const [params] = useSearchParams();
  const [stripeToken] = useState(() => params.get('stripe_token'));
  const transbank = useTransbankReturn();
  const savedCard = transbank.state === 'saved' ? transbank.cardId : null;
  const { load, retry } = useCheckoutInfo(cartLines(cart, customer?.currentId ?? null));
  const saving = transbank.state === 'saving';
  return (
    <div aria-busy={load.state === 'loading' || saving}>
      {transbank.state === 'failed' && <Alert variant="error">{t('Save card failed')}</Alert>}
      {saving && (
        <p role="status" className={styles.note}>
          {t('Saving your card...')}
        </p>
      )}
      {(load.state === 'loading' || saving) && <CheckoutSkeleton />}
      {load.state === 'failed' && (
        <Alert variant="error" action={{ label: t('Retry'), onClick: retry }}>
          {load.message ?? t('The checkout could not be loaded.')}
        </Alert>
      )}
      {load.state === 'loaded' && !saving && (
        <CheckoutContent info={load.info} cart={cart} stripeToken={stripeToken ?? savedCard} />
      )}
    </div>
  );
}
