import { paymentHashTarget } from './payment-hash';

describe('paymentHashTarget', () => {
  it('sends a #/cz/ok hash to /cz/ok', () => {
    expect(paymentHashTarget('#/cz/ok?order=12')).toBe('/cz/ok');
  });
  it('sends a #/cz/ko hash to /cz/ko', () => {
    expect(paymentHashTarget('#/cz/ko')).toBe('/cz/ko');
  });
  it('leaves other hashes alone', () => {
    expect(paymentHashTarget('#section')).toBeNull();
    expect(paymentHashTarget('')).toBeNull();
  });
});
