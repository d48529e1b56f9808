import type { StoredCustomer } from '@club/shared-contracts/session';
import { ownerPlayer } from './checkout-owner';

const ana: StoredCustomer = {
  id: 7,
  name: 'Ana',
  surname: 'García',
  logo: '',
  children: [{ id: 8, name: 'Pablo', surname: 'García' }],
  currentId: 7,
};

describe('booking owner', () => {
  it('is the logged-in customer with name and surname', () => {
    expect(ownerPlayer(ana)).toEqual({ customerId: 7, name: 'Ana García' });
  });

  it('is the child profile in use', () => {
    expect(ownerPlayer({ ...ana, currentId: 8 })).toEqual({ customerId: 8, name: 'Pablo García' });
  });

  it("keeps the profile's id under the record's name when the record does not list the profile", () => {
    expect(ownerPlayer({ ...ana, currentId: 9, surname: '' })).toEqual({ customerId: 9, name: 'Ana' });
  });
});
