// The Mercado Pago sandbox's stand-in for Mercado Pago's SDK (research A6), served at /api/mercadopago-sandbox/js/v2.
// It defines window.MercadoPago: new MercadoPago(publicKey, {locale}).bricks().create('cardPayment', containerId,
// settings) draws the Card Payment Brick's form in the container (cardholder, number, expiry, security code, e-mail,
// instalments up to customization.paymentMethods.maxInstallments), tokenizes the card on the sandbox and calls
// callbacks.onSubmit(formData) with the token; it resolves with a controller whose unmount() removes the form. Its
// texts are in the brick's locale (es-AR), as Mercado Pago's are.
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('../', script ? script.src : window.location.href).href;
  var counter = 0;

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function field(form, id, label, attributes) {
    var wrap = element('div', { style: 'display:flex;flex-direction:column;gap:4px;margin:0 0 12px' });
    wrap.appendChild(element('label', { for: id, style: 'font-size:14px' }, label));
    var input = element(
      'input',
      Object.assign(
        { id: id, style: 'padding:10px;border:1px solid #bbb;border-radius:6px;font-size:16px' },
        attributes,
      ),
    );
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }

  function money(amount, locale) {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency: 'ARS' })
        .format(amount)
        .replace('ARS', '$');
    } catch {
      // A locale the browser does not know: the amount with the peso sign alone.
      return '$ ' + amount;
    }
  }

  function cardPaymentBrick(publicKey, locale, container, settings) {
    var initialization = settings.initialization || {};
    var callbacks = settings.callbacks || {};
    var maxInstallments =
      (settings.customization &&
        settings.customization.paymentMethods &&
        settings.customization.paymentMethods.maxInstallments) ||
      12;
    var prefix = 'mp-brick-' + ++counter + '-';
    var form = element('form', {
      novalidate: 'novalidate',
      'aria-label': 'Tarjeta de crédito o débito',
      style: 'font-family:Arial,sans-serif;color:#333',
    });
    var name = field(form, prefix + 'name', 'Nombre del titular como aparece en la tarjeta', {
      autocomplete: 'cc-name',
    });
    var number = field(form, prefix + 'number', 'Número de tarjeta', {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
    });
    var expiry = field(form, prefix + 'expiry', 'Vencimiento (MM/AA)', {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
    });
    var cvv = field(form, prefix + 'cvv', 'Código de seguridad', {
      inputmode: 'numeric',
      autocomplete: 'cc-csc',
    });
    var email = field(form, prefix + 'email', 'E-mail', { type: 'email', autocomplete: 'email' });
    email.value = (initialization.payer && initialization.payer.email) || '';
    var wrap = element('div', { style: 'display:flex;flex-direction:column;gap:4px;margin:0 0 12px' });
    wrap.appendChild(element('label', { for: prefix + 'installments', style: 'font-size:14px' }, 'Cuotas'));
    var installments = element('select', {
      id: prefix + 'installments',
      style: 'padding:10px;font-size:16px',
    });
    for (var count = 1; count <= maxInstallments; count += 1) {
      installments.appendChild(
        element(
          'option',
          { value: String(count) },
          count + (count === 1 ? ' cuota de ' : ' cuotas de ') + money(initialization.amount / count, locale),
        ),
      );
    }
    wrap.appendChild(installments);
    form.appendChild(wrap);
    var message = element('p', { role: 'alert', style: 'color:#b00020;min-height:1em;margin:0 0 8px' });
    form.appendChild(message);
    var pay = element(
      'button',
      {
        type: 'submit',
        style:
          'width:100%;padding:12px;border:0;border-radius:6px;background:#009ee3;color:#fff;font-size:16px',
      },
      'Pagar',
    );
    form.appendChild(pay);

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      message.textContent = '';
      var digits = number.value.replace(/\D/g, '');
      if (
        !name.value.trim() ||
        digits.length < 13 ||
        !/^\d{2}\s*\/\s*\d{2}$/.test(expiry.value.trim()) ||
        !/^\d{3,4}$/.test(cvv.value.trim())
      ) {
        message.textContent = 'Revisá los datos de la tarjeta.';
        return;
      }
      pay.disabled = true;
      fetch(base + 'v1/card_tokens?public_key=' + encodeURIComponent(publicKey), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cardholderName: name.value, cardNumber: digits }),
      })
        .then(function (response) {
          if (!response.ok) throw new Error('card_token');
          return response.json();
        })
        .then(function (token) {
          var formData = {
            token: token.id,
            issuer_id: '1',
            payment_method_id: digits.charAt(0) === '4' ? 'visa' : 'master',
            transaction_amount: initialization.amount,
            installments: Number(installments.value),
            payer: { email: email.value, identification: { type: 'DNI', number: '12345678' } },
          };
          return Promise.resolve(
            callbacks.onSubmit ? callbacks.onSubmit(formData, { bin: digits.slice(0, 6) }) : undefined,
          );
        })
        .catch(function (error) {
          message.textContent = 'No pudimos procesar tu pago.';
          if (callbacks.onError)
            callbacks.onError({ type: 'non_critical', cause: 'payment_brick_error', message: String(error) });
        })
        .then(function () {
          pay.disabled = false;
        });
    });

    container.appendChild(form);
    if (callbacks.onReady) callbacks.onReady();
    return {
      unmount: function () {
        form.remove();
      },
    };
  }

  function MercadoPago(publicKey, options) {
    if (!(this instanceof MercadoPago)) throw new Error('MercadoPago must be called with new');
    var locale = (options && options.locale) || 'es-AR';
    this.bricks = function () {
      return {
        create: function (brick, containerId, settings) {
          var container = document.getElementById(containerId);
          if (brick !== 'cardPayment')
            return Promise.reject(new Error('The sandbox draws the cardPayment brick only'));
          if (!container) return Promise.reject(new Error('No container ' + containerId));
          return Promise.resolve(cardPaymentBrick(publicKey, locale, container, settings || {}));
        },
      };
    };
  }

  window.MercadoPago = MercadoPago;
})();
