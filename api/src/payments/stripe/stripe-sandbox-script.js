// The Stripe sandbox's stand-in for Stripe.js (research 0.1, A2), served at /api/stripe-sandbox/stripe.js: it
// defines window.Stripe with the calls the checkout uses. Its card elements are plain, labelled inputs that format
// and check like Stripe's; the card is sent only to the sandbox's own endpoints (beside this script), which stand
// for Stripe's servers. A card that asks for 3D Secure shows an accessible challenge dialog, as Stripe's test page.
/* global window, document */
(function defineSandboxStripe() {
  'use strict';

  const script = document.currentScript || document.querySelector('script[src*="/stripe-sandbox/stripe.js"]');
  const sandboxBase = new URL('./', script ? script.src : window.location.href);

  const ELEMENT_TYPES = ['cardNumber', 'cardExpiry', 'cardCvc'];

  const LABELS = {
    en: { cardNumber: 'Card number', cardExpiry: 'Expiration date', cardCvc: 'Security code (CVC)' },
    es: {
      cardNumber: 'Número de tarjeta',
      cardExpiry: 'Fecha de caducidad',
      cardCvc: 'Código de seguridad (CVC)',
    },
    fr: { cardNumber: 'Numéro de carte', cardExpiry: "Date d'expiration", cardCvc: 'Code de sécurité (CVC)' },
    it: {
      cardNumber: 'Numero della carta',
      cardExpiry: 'Data di scadenza',
      cardCvc: 'Codice di sicurezza (CVC)',
    },
  };

  const PLACEHOLDERS = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };
  const AUTOCOMPLETE = { cardNumber: 'cc-number', cardExpiry: 'cc-exp', cardCvc: 'cc-csc' };

  // Stripe.js's own messages for what the fields catch before anything is sent.
  const VALIDATION = {
    incomplete_number: 'Your card number is incomplete.',
    invalid_number: 'Your card number is invalid.',
    incomplete_expiry: "Your card's expiration date is incomplete.",
    invalid_expiry_month: "Your card's expiration month is invalid.",
    invalid_expiry_year_past: "Your card's expiration year is in the past.",
    invalid_expiry_month_past: "Your card's expiration date is in the past.",
    incomplete_cvc: "Your card's security code is incomplete.",
  };

  const validationError = (code) => ({ type: 'validation_error', code, message: VALIDATION[code] });

  // --- Card numbers -------------------------------------------------------------------------------------------

  function brandOf(digits) {
    if (/^3[47]/.test(digits)) return 'amex';
    if (/^3(0[0-5]|[689])/.test(digits)) return 'diners';
    if (/^(35|2131|1800)/.test(digits)) return 'jcb';
    if (/^4/.test(digits)) return 'visa';
    if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
    if (/^(6011|64[4-9]|65)/.test(digits)) return 'discover';
    if (/^62/.test(digits)) return 'unionpay';
    return 'unknown';
  }

  /** The number's length and where its groups end: 4-6-5 (Amex, JCB 15), 4-6-4 (Diners), 4-4-4-4 otherwise. */
  function numberLayout(digits) {
    const brand = brandOf(digits);
    if (brand === 'amex' || /^(2131|1800)/.test(digits)) return { length: 15, gaps: [4, 10] };
    if (brand === 'diners') return { length: 14, gaps: [4, 10] };
    return { length: 16, gaps: [4, 8, 12] };
  }

  function passesLuhn(digits) {
    let sum = 0;
    for (let index = 0; index < digits.length; index += 1) {
      let digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  const onlyDigits = (text) => String(text).replace(/\D/g, '');

  // --- What each field keeps, shows and reports ---------------------------------------------------------------

  /** A field's state from its typed text: the digits kept, the text shown, and the change event's details. */
  const FIELDS = {
    cardNumber(text) {
      let digits = onlyDigits(text);
      const layout = numberLayout(digits);
      digits = digits.slice(0, layout.length);
      let shown = '';
      for (let index = 0; index < digits.length; index += 1) {
        if (layout.gaps.includes(index)) shown += ' ';
        shown += digits[index];
      }
      const full = digits.length === layout.length;
      const valid = full && passesLuhn(digits);
      return {
        digits,
        shown,
        complete: valid,
        error: full && !valid ? validationError('invalid_number') : undefined,
        incomplete: validationError('incomplete_number'),
        brand: brandOf(digits),
      };
    },
    cardExpiry(text, deleting) {
      let digits = onlyDigits(text);
      // Erasing into the separator erases the month's last digit, as the separator is not typed.
      if (deleting && /^\d{2}\s*\/?\s*$/.test(text) && !/ \/ $/.test(text)) digits = digits.slice(0, 1);
      // A first digit above 1 can only be a one-digit month.
      if (/^[2-9]/.test(digits)) digits = `0${digits}`;
      digits = digits.slice(0, 4);
      let shown = digits;
      if (digits.length > 2 || (digits.length === 2 && !deleting)) {
        shown = `${digits.slice(0, 2)} / ${digits.slice(2)}`;
      }
      let error;
      const month = Number(digits.slice(0, 2));
      if (digits.length >= 2 && (month < 1 || month > 12)) error = validationError('invalid_expiry_month');
      if (!error && digits.length === 4) {
        const now = new Date();
        const year = 2000 + Number(digits.slice(2));
        if (year < now.getFullYear()) error = validationError('invalid_expiry_year_past');
        else if (year === now.getFullYear() && month < now.getMonth() + 1) {
          error = validationError('invalid_expiry_month_past');
        }
      }
      return {
        digits,
        shown,
        complete: digits.length === 4 && !error,
        error,
        incomplete: validationError('incomplete_expiry'),
      };
    },
    cardCvc(text, _deleting, group) {
      const brand = group.numberBrand();
      const max = brand === 'amex' ? 4 : brand === 'unknown' ? 4 : 3;
      const digits = onlyDigits(text).slice(0, max);
      const min = brand === 'unknown' ? 3 : max;
      return {
        digits,
        shown: digits,
        complete: digits.length >= min,
        error: undefined,
        incomplete: validationError('incomplete_cvc'),
      };
    },
  };

  let fieldCount = 0;

  /** One card element: a labelled input that formats what is typed and reports changes as Stripe's do. */
  function createCardElement(group, type, options) {
    const handlers = {};
    const emit = (event, payload) => {
      for (const handler of handlers[event] || []) handler(payload);
    };
    fieldCount += 1;
    const wrapper = document.createElement('div');
    wrapper.className = 'StripeElement StripeElement--empty';
    const input = document.createElement('input');
    input.type = 'text';
    input.id = `stripe-sandbox-${type}-${fieldCount}`;
    input.name = type;
    input.setAttribute('inputmode', 'numeric');
    input.setAttribute('autocomplete', AUTOCOMPLETE[type]);
    input.setAttribute('aria-label', group.labels[type]);
    input.setAttribute('spellcheck', 'false');
    input.placeholder = (options && options.placeholder) || PLACEHOLDERS[type];
    input.disabled = Boolean(options && options.disabled);
    input.style.cssText =
      'border:0;outline:0;width:100%;font:inherit;color:inherit;background:transparent;padding:0';
    wrapper.appendChild(input);

    let state = FIELDS[type]('', false, group);

    const render = (deleting) => {
      state = FIELDS[type](input.value, deleting, group);
      input.value = state.shown;
      input.setAttribute('aria-invalid', state.error ? 'true' : 'false');
      wrapper.classList.toggle('StripeElement--empty', state.digits === '');
      wrapper.classList.toggle('StripeElement--complete', state.complete);
      wrapper.classList.toggle('StripeElement--invalid', Boolean(state.error));
      const change = { elementType: type, empty: state.digits === '', complete: state.complete };
      if (state.error)
        change.error = { type: state.error.type, code: state.error.code, message: state.error.message };
      if (type === 'cardNumber') change.brand = state.brand;
      emit('change', change);
    };

    input.addEventListener('input', (event) => {
      render(Boolean(event.inputType && event.inputType.startsWith('delete')));
      if (type === 'cardNumber') group.numberChanged();
    });
    input.addEventListener('focus', () => {
      wrapper.classList.add('StripeElement--focus');
      emit('focus', { elementType: type });
    });
    input.addEventListener('blur', () => {
      wrapper.classList.remove('StripeElement--focus');
      emit('blur', { elementType: type });
    });

    const element = {
      mount(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container) throw new Error(`The element to mount ${type} in was not found: ${String(target)}`);
        container.appendChild(wrapper);
        setTimeout(() => emit('ready', { elementType: type }), 0);
        return element;
      },
      unmount() {
        wrapper.remove();
        return element;
      },
      destroy() {
        wrapper.remove();
        group.remove(type);
      },
      on(event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
        return element;
      },
      off(event, handler) {
        handlers[event] = (handlers[event] || []).filter((known) => known !== handler);
        return element;
      },
      focus() {
        input.focus();
        return element;
      },
      blur() {
        input.blur();
        return element;
      },
      clear() {
        input.value = '';
        render(true);
        return element;
      },
      update(changes) {
        if (changes && 'disabled' in changes) input.disabled = Boolean(changes.disabled);
        if (changes && changes.placeholder) input.placeholder = changes.placeholder;
        return element;
      },
      /** What the fields hold, for the confirm calls of this script only. */
      _state: () => state,
      /** The CVC's length depends on the number's brand: checked again when the number changes. */
      _recheck: () => render(false),
    };
    return element;
  }

  function createElements(options) {
    const locale = String((options && options.locale) || document.documentElement.lang || 'en').slice(0, 2);
    const created = {};
    const group = {
      labels: LABELS[locale] || LABELS.en,
      numberBrand: () => (created.cardNumber ? created.cardNumber._state().brand : 'unknown'),
      numberChanged: () => {
        if (created.cardCvc && created.cardCvc._state().digits !== '') created.cardCvc._recheck();
      },
      remove: (type) => {
        delete created[type];
      },
    };
    return {
      create(type, elementOptions) {
        if (!ELEMENT_TYPES.includes(type)) throw new Error(`The sandbox has no ${String(type)} element`);
        if (created[type]) throw new Error(`Can only create one Element of type ${type}.`);
        created[type] = createCardElement(group, type, elementOptions);
        created[type]._group = created;
        return created[type];
      },
      getElement(type) {
        return created[type] || null;
      },
    };
  }

  // --- Calls to the sandbox (standing for Stripe's servers) ----------------------------------------------------

  async function call(method, path, body) {
    let response;
    try {
      response = await fetch(new URL(path, sandboxBase).toString(), {
        method,
        headers: body
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      });
    } catch {
      return {
        error: { type: 'api_connection_error', code: 'api_connection_error', message: 'Network error.' },
      };
    }
    const answer = await response.json().catch(() => ({}));
    if (answer.error) return { error: answer.error };
    if (!response.ok) {
      return {
        error: { type: 'api_error', code: 'api_error', message: answer.errorMsg || 'Sandbox error.' },
      };
    }
    return answer;
  }

  /** Checks the card elements and sends the card to the sandbox: a PaymentMethod id, or Stripe's error. */
  async function paymentMethodOf(data) {
    const method = data && data.payment_method;
    if (typeof method === 'string') return { id: method };
    const card = method && method.card;
    if (!card || typeof card._state !== 'function') {
      return {
        error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing card element.' },
      };
    }
    const elements = card._group || {};
    const number = elements.cardNumber && elements.cardNumber._state();
    const expiry = elements.cardExpiry && elements.cardExpiry._state();
    const cvc = elements.cardCvc && elements.cardCvc._state();
    for (const field of [number, expiry, cvc]) {
      if (!field) return { error: validationError('incomplete_number') };
      if (field.error) return { error: field.error };
      if (!field.complete) return { error: field.incomplete };
    }
    const answer = await call('POST', 'v1/payment_methods', {
      number: number.digits,
      expMonth: Number(expiry.digits.slice(0, 2)),
      expYear: 2000 + Number(expiry.digits.slice(2)),
      cvc: cvc.digits,
    });
    return answer.error ? answer : answer.paymentMethod;
  }

  // --- 3D Secure ------------------------------------------------------------------------------------------------

  /** Stripe's test authentication, as an accessible modal dialog: resolves true when completed, false if failed. */
  function challenge() {
    return new Promise((resolve) => {
      const opener = document.activeElement;
      const overlay = document.createElement('div');
      overlay.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'stripe-sandbox-3ds-title');
      dialog.setAttribute('aria-describedby', 'stripe-sandbox-3ds-text');
      dialog.style.cssText =
        'background:#fff;color:#1a1a1a;border-radius:8px;padding:24px;max-width:24rem;font:16px/1.5 system-ui,sans-serif';
      const title = document.createElement('h2');
      title.id = 'stripe-sandbox-3ds-title';
      title.textContent = 'Authentication';
      title.style.cssText = 'margin:0 0 8px;font-size:1.25rem';
      const text = document.createElement('p');
      text.id = 'stripe-sandbox-3ds-text';
      text.textContent =
        '3D Secure test payment page. Complete or fail the authentication of this test card.';
      const complete = document.createElement('button');
      complete.type = 'button';
      complete.textContent = 'Complete authentication';
      complete.style.cssText =
        'margin-right:8px;padding:8px 12px;background:#0a7b3e;color:#fff;border:0;border-radius:4px';
      const fail = document.createElement('button');
      fail.type = 'button';
      fail.textContent = 'Fail authentication';
      fail.style.cssText = 'padding:8px 12px;background:#b00020;color:#fff;border:0;border-radius:4px';
      dialog.append(title, text, complete, fail);
      overlay.appendChild(dialog);

      const finish = (passed) => {
        overlay.remove();
        if (opener && typeof opener.focus === 'function') opener.focus();
        resolve(passed);
      };
      complete.addEventListener('click', () => finish(true));
      fail.addEventListener('click', () => finish(false));
      // Focus stays in the dialog: Tab cycles between its two buttons; Escape closes it as a failure.
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          finish(false);
        } else if (event.key === 'Tab') {
          event.preventDefault();
          (document.activeElement === complete ? fail : complete).focus();
        }
      });
      document.body.appendChild(overlay);
      complete.focus();
    });
  }

  // --- Intents -------------------------------------------------------------------------------------------------

  /** Stripe.js's answer for an intent: the intent, or its last error carrying the intent. */
  function result(intent) {
    const key = intent.object === 'setup_intent' ? 'setupIntent' : 'paymentIntent';
    const lastError = intent.object === 'setup_intent' ? intent.last_setup_error : intent.last_payment_error;
    if (lastError) {
      const error = Object.assign({}, lastError);
      error[intent.object] = intent;
      return { error };
    }
    return { [key]: intent };
  }

  /** Runs the intent's next action (the 3D Secure challenge) when it has one. */
  async function completeAction(intent) {
    if (intent.status !== 'requires_action') return result(intent);
    const passed = await challenge();
    const answer = await call('POST', 'v1/intents/authenticate', {
      clientSecret: intent.client_secret,
      passed,
    });
    return answer.error ? answer : result(answer.intent);
  }

  async function confirmWithCard(clientSecret, data, options) {
    const method = await paymentMethodOf(data);
    if (method.error) return method;
    const answer = await call('POST', 'v1/intents/confirm', { clientSecret, paymentMethod: method.id });
    if (answer.error) return answer;
    if (options && options.handleActions === false) return result(answer.intent);
    return completeAction(answer.intent);
  }

  /** Runs the next action of an intent the server confirmed (a saved card): handleNextAction, handleCardAction. */
  async function nextAction(clientSecret) {
    const answer = await call('GET', `v1/intents?client_secret=${encodeURIComponent(String(clientSecret))}`);
    return answer.error ? answer : completeAction(answer.intent);
  }

  async function retrieve(clientSecret, key) {
    const answer = await call('GET', `v1/intents?client_secret=${encodeURIComponent(String(clientSecret))}`);
    return answer.error ? answer : { [key]: answer.intent };
  }

  function Stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_')) {
      throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_...).');
    }
    return {
      elements: createElements,
      confirmCardPayment: confirmWithCard,
      confirmCardSetup: confirmWithCard,
      handleCardAction: nextAction,
      handleNextAction: ({ clientSecret }) => nextAction(clientSecret),
      retrievePaymentIntent: (clientSecret) => retrieve(clientSecret, 'paymentIntent'),
      retrieveSetupIntent: (clientSecret) => retrieve(clientSecret, 'setupIntent'),
      createPaymentMethod: async (dataOrType, card) => {
        const data = typeof dataOrType === 'string' ? { card } : dataOrType;
        const method = await paymentMethodOf({ payment_method: { card: data && data.card } });
        return method.error ? method : { paymentMethod: method };
      },
      createToken: async (card) => {
        const method = await paymentMethodOf({ payment_method: { card } });
        return method.error ? method : { token: { id: method.id, object: 'token', card: method.card } };
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
