// The NetPay sandbox's stand-in for NetpayJS (netpay.min.js, research A3 and 0.1): it defines window.NetPay with
// setApiKey, setSandboxMode and token.create(card, success, error), as the real script does. token.create sends the
// card to the API's sandbox (which stands for NetPay's servers) and answers its token like NetPay:
// success({ message: { data: '{"token":"tok_…"}' } }), or error({ message }) for a refused card.
/* global window, document */
(function () {
  'use strict';
  var SANDBOX_KEY = 'pk_netpay_sandbox';
  var current = document.currentScript;
  var base = current && current.src ? new URL(current.src).origin : window.location.origin;
  var apiKey = null;

  function create(card, success, error) {
    if (apiKey !== SANDBOX_KEY) {
      error({ message: 'Llave pública inválida.' });
      return;
    }
    var body = {
      cardNumber: String(card.cardNumber || ''),
      expMonth: String(card.expMonth || ''),
      expYear: String(card.expYear || ''),
      cvv2: String(card.cvv2 || ''),
      cardHolderName: String(card.cardHolderName || ''),
    };
    fetch(base + '/api/netpay-sandbox/v1/tokens', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        if (answer && answer.token) {
          success({
            message: { data: JSON.stringify({ token: answer.token, lastPanDigits: answer.lastDigits }) },
          });
        } else {
          error({
            message: (answer && (answer.error || answer.errorMsg)) || 'Error al tokenizar la tarjeta.',
          });
        }
      })
      .catch(function () {
        error({ message: 'Error de comunicación con NetPay.' });
      });
  }

  window.NetPay = {
    setApiKey: function (key) {
      apiKey = key;
    },
    setSandboxMode: function () {
      // The API's sandbox is always a sandbox.
    },
    token: { create: create },
  };
})();
