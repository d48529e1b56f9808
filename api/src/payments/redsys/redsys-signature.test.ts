import assert from 'node:assert/strict';
import { test } from 'node:test';
import { signRequest, signResponse, verifyRequest, verifyResponse } from './redsys-signature.ts';

// The redsys-easy library's fixtures (javiertury/redsys-easy test/fixtures/rest/redirect.ts @bb1de50), signed with
// Redsys's public test key.
const KEY = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';

const FIXTURE_REQUEST = {
  DS_MERCHANT_TRANSACTIONTYPE: '0',
  DS_MERCHANT_ORDER: '0726qI3H7sZx',
  DS_MERCHANT_MERCHANTCODE: '999008881',
  DS_MERCHANT_TERMINAL: '1',
  DS_MERCHANT_AMOUNT: '4999',
  DS_MERCHANT_CURRENCY: '978',
  DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
  DS_MERCHANT_URLOK: 'http://www.prueba.com/urlOK.php',
  DS_MERCHANT_URLKO: 'http://www.prueba.com/urlKO.php',
};

const FIXTURE_NOTIFICATION = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

test('a payment request is signed as the redsys-easy fixture, byte for byte', () => {
  const signed = signRequest(KEY, FIXTURE_REQUEST);
  assert.equal(signed.Ds_SignatureVersion, 'HMAC_SHA256_V1');
  assert.equal(
    signed.Ds_MerchantParameters,
    'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=',
  );
  assert.equal(signed.Ds_Signature, 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=');
  assert.deepEqual(verifyRequest(KEY, signed), FIXTURE_REQUEST);
});

test("Redsys's fixture notification verifies, its base64url signature compared as bytes and its values URL-decoded", () => {
  const parameters = verifyResponse(KEY, FIXTURE_NOTIFICATION);
  assert.ok(parameters);
  assert.equal(parameters.Ds_Date, '22/10/2021');
  assert.equal(parameters.Ds_Hour, '22:51');
  assert.equal(parameters.Ds_Order, '0726qI3H7sZx');
  assert.equal(parameters.Ds_Response, '0000');
  assert.equal(parameters.Ds_AuthorisationCode, '052029');
});

test('the same signature in standard base64 verifies too', () => {
  const standard = FIXTURE_NOTIFICATION.Ds_Signature.replaceAll('-', '+').replaceAll('_', '/');
  assert.ok(verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_Signature: standard }));
});

test('a notification with another signature, other parameters, another key or version is refused', () => {
  const flipped = Buffer.from(FIXTURE_NOTIFICATION.Ds_Signature, 'base64');
  flipped[0] = (flipped[0] ?? 0) ^ 1;
  assert.equal(
    verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_Signature: flipped.toString('base64url') }),
    undefined,
  );
  assert.equal(verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_Signature: '' }), undefined);
  const tampered = JSON.parse(
    Buffer.from(FIXTURE_NOTIFICATION.Ds_MerchantParameters, 'base64').toString(),
  ) as Record<string, string>;
  tampered.Ds_Response = '0190';
  const tamperedParameters = Buffer.from(JSON.stringify(tampered)).toString('base64');
  assert.equal(
    verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_MerchantParameters: tamperedParameters }),
    undefined,
  );
  assert.equal(verifyResponse(Buffer.alloc(24, 7).toString('base64'), FIXTURE_NOTIFICATION), undefined);
  assert.equal(
    verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_SignatureVersion: 'HMAC_SHA512_V2' }),
    undefined,
  );
  assert.equal(
    verifyResponse(KEY, { ...FIXTURE_NOTIFICATION, Ds_MerchantParameters: 'not base64 json' }),
    undefined,
  );
});

test('an answer the sandbox signs verifies, its values round-tripping through URL encoding', () => {
  const signed = signResponse(KEY, { Ds_Order: '1234abcdEFGH', Ds_Date: '25/11/2026', Ds_Response: '0000' });
  assert.match(signed.Ds_Signature, /^[A-Za-z0-9_-]+=*$/);
  assert.match(Buffer.from(signed.Ds_MerchantParameters, 'base64').toString(), /25%2F11%2F2026/);
  assert.deepEqual(verifyResponse(KEY, signed), {
    Ds_Order: '1234abcdEFGH',
    Ds_Date: '25/11/2026',
    Ds_Response: '0000',
  });
});
