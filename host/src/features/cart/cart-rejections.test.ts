import { getDefaultStore } from 'jotai';
import { ApiError, clearGlobalError, globalErrorAtom } from '@club/shared-contracts/http';
import { reject, rejectFailedCall } from './cart-rejections';

const shown = () => getDefaultStore().get(globalErrorAtom);

beforeEach(() => clearGlobalError());

it('shows a refusal globally and answers it to the caller', () => {
  expect(reject('shared-payment-mix', 'Not with a shared payment')).toEqual({
    ok: false,
    reason: 'shared-payment-mix',
    message: 'Not with a shared payment',
  });
  expect(shown()).toBe('Not with a shared payment');
});

it("keeps the reason of a server refusal with the server's text", () => {
  const refused = new ApiError('http', { status: 404, errorMsg: 'Unknown product 9' });
  expect(rejectFailedCall(refused, 'stock')).toEqual({
    ok: false,
    reason: 'stock',
    message: 'Unknown product 9',
  });
  expect(shown()).toBe('Unknown product 9');
});

it('answers a 401 as a crash without a message, as the login opens instead', () => {
  expect(rejectFailedCall(new ApiError('unauthorized', { status: 401 }), 'cancel')).toEqual({
    ok: false,
    reason: 'crash',
    message: '',
  });
  expect(shown()).toBeNull();
});
