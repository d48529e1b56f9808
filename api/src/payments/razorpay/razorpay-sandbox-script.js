// The Razorpay sandbox's stand-in for checkout.js (research A4 and 0.1): it defines window.Razorpay as the real
// script does. new Razorpay(options).open() shows an in-page dialog like Razorpay's test mode, with the order's
// amount and a choice of Success or Failure; Success calls options.handler with razorpay_payment_id,
// razorpay_order_id and razorpay_signature (signed by the API's sandbox), Failure calls the 'payment.failed'
// handlers with { error }, and closing the dialog calls options.modal.ondismiss.
/* global window, document */
(function () {
  'use strict';
  var SANDBOX_KEY = 'rzp_test_sandbox';
  var current = document.currentScript;
  var base = current && current.src ? new URL(current.src).origin : window.location.origin;

  function formatAmount(amount, currency) {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency }).format(amount / 100);
    } catch {
      return (amount / 100).toFixed(2) + ' ' + currency;
    }
  }

  function el(tag, attributes, text) {
    var node = document.createElement(tag);
    Object.keys(attributes || {}).forEach(function (name) {
      node.setAttribute(name, attributes[name]);
    });
    if (text) node.textContent = text;
    return node;
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.overlay = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
  };

  Razorpay.prototype.close = function () {
    if (this.overlay) this.overlay.remove();
    this.overlay = null;
  };

  Razorpay.prototype.pay = function (outcome, status) {
    var self = this;
    var options = this.options;
    status.textContent = 'Processing…';
    fetch(base + '/api/razorpay-sandbox/v1/payments', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        key: String(options.key || ''),
        order_id: String(options.order_id || ''),
        outcome: outcome,
      }),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        if (answer && answer.razorpay_payment_id) {
          self.close();
          if (typeof options.handler === 'function') options.handler(answer);
          return;
        }
        self.close();
        var failed =
          answer && answer.error
            ? answer
            : { error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed' } };
        (self.listeners['payment.failed'] || []).forEach(function (callback) {
          callback(failed);
        });
      })
      .catch(function () {
        status.textContent = 'Payment could not be processed. Try again.';
      });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.overlay) return;
    var overlay = el('div', { 'data-razorpay-sandbox': '' });
    overlay.style.cssText =
      'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif';
    var dialog = el('div', {
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': 'razorpay-sandbox-title',
    });
    dialog.style.cssText =
      'background:#fff;color:#222;border-radius:8px;padding:1.5rem;width:min(22rem,90vw);box-shadow:0 8px 30px rgba(0,0,0,.3)';
    var title = el('h2', { id: 'razorpay-sandbox-title' }, String(options.name || 'Razorpay'));
    title.style.margin = '0 0 .5rem';
    var close = el('button', { type: 'button', 'aria-label': 'Close' }, '×');
    close.style.cssText = 'float:right;border:0;background:none;font-size:1.5rem;cursor:pointer';
    var note = el('p', {}, 'Razorpay test mode (sandbox): no real payment is made.');
    note.style.cssText = 'font-size:.85rem;color:#555';
    var amount = el('p', {}, formatAmount(Number(options.amount || 0), String(options.currency || 'INR')));
    amount.style.cssText = 'font-size:1.4rem;font-weight:600';
    var status = el('p', { role: 'status' });
    var success = el('button', { type: 'button' }, 'Success');
    var failure = el('button', { type: 'button' }, 'Failure');
    [success, failure].forEach(function (button, index) {
      button.style.cssText =
        'padding:.6rem 1.2rem;margin-right:.75rem;font-size:1rem;border-radius:4px;cursor:pointer;border:1px solid #3395ff;' +
        (index === 0 ? 'background:#3395ff;color:#fff' : 'background:#fff;color:#3395ff');
    });
    if (options.key !== SANDBOX_KEY) {
      status.textContent = 'The key is not the sandbox key.';
      success.disabled = true;
      failure.disabled = true;
    }
    success.addEventListener('click', function () {
      self.pay('success', status);
    });
    failure.addEventListener('click', function () {
      self.pay('failure', status);
    });
    close.addEventListener('click', function () {
      self.close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    });
    dialog.append(close, title, note, amount, success, failure, status);
    overlay.append(dialog);
    document.body.append(overlay);
    this.overlay = overlay;
    success.focus();
  };

  window.Razorpay = Razorpay;
})();
