// The Authorize.Net sandbox's stand-in for Accept.js (research A8 and 0.1): it defines window.Accept with
// dispatchData(secureData, callback), as the real script does. The card goes to the API's sandbox (standing for
// Authorize.Net's servers), and the callback receives { opaqueData: { dataDescriptor, dataValue }, messages } or
// messages.resultCode 'Error' with Authorize.Net's codes. Unlike the real one, it does not require HTTPS.
/* global window, document */
(function () {
  'use strict';
  var current = document.currentScript;
  var base = current && current.src ? new URL(current.src).origin : window.location.origin;

  function dispatchData(secureData, callback) {
    var authData = (secureData && secureData.authData) || {};
    var cardData = (secureData && secureData.cardData) || {};
    var body = {
      authData: {
        clientKey: String(authData.clientKey || ''),
        apiLoginID: String(authData.apiLoginID || ''),
      },
      cardData: {
        cardNumber: String(cardData.cardNumber || ''),
        month: String(cardData.month || ''),
        year: String(cardData.year || ''),
        cardCode: String(cardData.cardCode || ''),
      },
    };
    if (cardData.zip) body.cardData.zip = String(cardData.zip);
    fetch(base + '/api/authorizenet-sandbox/v1/dispatch-data', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
      .then(function (response) {
        return response.json();
      })
      .then(function (answer) {
        callback(answer);
      })
      .catch(function () {
        callback({
          messages: {
            resultCode: 'Error',
            message: [{ code: 'E_WC_14', text: 'Accept.js encryption failed.' }],
          },
        });
      });
  }

  window.Accept = { dispatchData: dispatchData };
})();
