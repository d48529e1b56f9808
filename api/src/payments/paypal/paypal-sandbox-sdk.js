// The PayPal sandbox's stand-in for PayPal's JS SDK (research A5), served at /api/paypal-sandbox/sdk/js, where
// @paypal/paypal-js's sdkBaseUrl points offline. It defines window.paypal.Buttons({createOrder, onApprove, onCancel,
// onError}) with isEligible() and render(el). Its button opens an in-page window, as PayPal's popup, where the payer
// approves the order (with funding that pays or is declined) or cancels; onApprove's actions.order.authorize() asks the
// sandbox, which answers the order with its authorization or INSTRUMENT_DECLINED as PayPal does.
/* global window, document */
(function () {
  'use strict';
  var script = document.currentScript;
  var base = new URL('../../paypal-sandbox/', script ? script.src : window.location.href).href;

  function call(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok || json.details) {
          var issue = json.details && json.details[0] ? json.details[0].issue : 'INTERNAL_SERVER_ERROR';
          var error = new Error(issue);
          error.details = json.details || [];
          throw error;
        }
        return json;
      });
    });
  }

  function element(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  // The approval window: the order's amount and three choices; it answers the choice and closes.
  function approvalWindow(order) {
    return new Promise(function (resolve) {
      var unit = order.purchase_units[0];
      var overlay = element('div', {
        style:
          'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.6);display:flex;align-items:center;' +
          'justify-content:center;font-family:Helvetica,Arial,sans-serif',
      });
      var box = element('div', {
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'paypal-sandbox-title',
        style: 'background:#fff;border-radius:12px;padding:24px;width:min(360px,90vw);color:#111',
      });
      box.appendChild(
        element('h2', { id: 'paypal-sandbox-title', style: 'margin:0 0 8px' }, 'PayPal (sandbox)'),
      );
      box.appendChild(
        element(
          'p',
          { style: 'margin:0 0 16px' },
          'Total: ' + unit.amount.value + ' ' + unit.amount.currency_code,
        ),
      );
      var choices = [
        ['approve', 'Pay Now', '#0070ba'],
        ['decline', 'Pay Now (funding declined)', '#555'],
        ['cancel', 'Cancel and return', '#888'],
      ];
      choices.forEach(function (choice) {
        var button = element(
          'button',
          {
            type: 'button',
            style:
              'display:block;width:100%;margin:8px 0;padding:12px;border:0;border-radius:24px;color:#fff;' +
              'font-size:16px;cursor:pointer;background:' +
              choice[2],
          },
          choice[1],
        );
        button.addEventListener('click', function () {
          document.removeEventListener('keydown', onKey);
          overlay.remove();
          resolve(choice[0]);
        });
        box.appendChild(button);
      });
      function onKey(event) {
        if (event.key !== 'Escape') return;
        document.removeEventListener('keydown', onKey);
        overlay.remove();
        resolve('cancel');
      }
      document.addEventListener('keydown', onKey);
      overlay.appendChild(box);
      document.body.appendChild(overlay);
      box.querySelector('button').focus();
    });
  }

  function Buttons(options) {
    options = options || {};
    var fail = function (error) {
      if (typeof options.onError === 'function') options.onError(error);
      else console.error(error);
    };
    var pay = function () {
      var createOrder = typeof options.createOrder === 'function' ? options.createOrder : null;
      if (!createOrder) return fail(new Error('createOrder is required'));
      Promise.resolve(createOrder({ paymentSource: 'paypal' }, {}))
        .then(function (orderId) {
          return call('GET', 'v2/checkout/orders/' + encodeURIComponent(orderId)).then(function (order) {
            return approvalWindow(order).then(function (choice) {
              if (choice === 'cancel') {
                if (typeof options.onCancel === 'function') options.onCancel({ orderID: orderId });
                return undefined;
              }
              return call('POST', 'v2/checkout/orders/' + encodeURIComponent(orderId) + '/approve', {
                decision: choice,
              }).then(function () {
                var actions = {
                  order: {
                    authorize: function () {
                      return call('POST', 'v2/checkout/orders/' + encodeURIComponent(orderId) + '/authorize');
                    },
                    capture: function () {
                      return Promise.reject(new Error('This order was created with intent AUTHORIZE'));
                    },
                    get: function () {
                      return call('GET', 'v2/checkout/orders/' + encodeURIComponent(orderId));
                    },
                  },
                  restart: function () {
                    return Promise.resolve();
                  },
                };
                var data = {
                  orderID: orderId,
                  payerID: 'SANDBOXPAYER',
                  paymentID: null,
                  facilitatorAccessToken: '',
                };
                return typeof options.onApprove === 'function' ? options.onApprove(data, actions) : undefined;
              });
            });
          });
        })
        .catch(fail);
    };
    return {
      isEligible: function () {
        return true;
      },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        if (!target)
          return Promise.reject(new Error('The container to render the buttons in does not exist'));
        var button = element(
          'button',
          {
            type: 'button',
            'aria-label': 'PayPal',
            style:
              'width:100%;min-height:45px;border:0;border-radius:4px;background:#ffc439;color:#003087;' +
              'font:bold 18px Helvetica,Arial,sans-serif;cursor:pointer',
          },
          'PayPal',
        );
        button.addEventListener('click', pay);
        target.appendChild(button);
        return Promise.resolve();
      },
      close: function () {
        return Promise.resolve();
      },
    };
  }

  window.paypal = { Buttons: Buttons, version: 'sandbox' };
})();
