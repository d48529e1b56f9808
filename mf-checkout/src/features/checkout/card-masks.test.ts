import { cardNumberGroups, expiryParts, maskCardNumber, maskExpiry, maskSecurityCode } from './card-masks';

test('American Express and JCB15 numbers take 15 digits as 4-6-5, Diners 14 as 4-6-4, the others 16 in fours', () => {
  expect(maskCardNumber('378282246310005999')).toBe('3782 822463 10005');
  expect(maskCardNumber('213112345678901234')).toBe('2131 123456 78901');
  expect(maskCardNumber('30569309025904999')).toBe('3056 930902 5904');
  expect(maskCardNumber('36227206271667')).toBe('3622 720627 1667');
  expect(maskCardNumber('4111111111111111222')).toBe('4111 1111 1111 1111');
  expect(cardNumberGroups('5424')).toEqual([4, 4, 4, 4]);
});

test('a card number keeps only digits and groups them as they are typed', () => {
  expect(maskCardNumber('4a1-1 1')).toBe('4111');
  expect(maskCardNumber('41111')).toBe('4111 1');
  expect(maskCardNumber('')).toBe('');
});

test('the expiry is MM/YY, and only a month from 01 to 12 with its year is complete', () => {
  expect(maskExpiry('1')).toBe('1');
  expect(maskExpiry('12')).toBe('12');
  expect(maskExpiry('1234')).toBe('12/34');
  expect(maskExpiry('12/345')).toBe('12/34');
  expect(expiryParts('12/34')).toEqual({ month: '12', year: '34' });
  expect(expiryParts('13/34')).toBeNull();
  expect(expiryParts('1/34')).toBeNull();
});

test('the security code keeps up to 4 digits', () => {
  expect(maskSecurityCode('12a345')).toBe('1234');
});
