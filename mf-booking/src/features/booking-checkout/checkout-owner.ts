import type { StoredCustomer } from '@club/shared-contracts/session';
import type { NewPlayer } from './player-list';

/**
 * The owner of a booking made now: the profile in use (a parent may book for a child), with the name the player
 * list shows. A profile the record does not list falls back to the record's own name.
 */
export function ownerPlayer(customer: StoredCustomer): NewPlayer {
  const profile =
    customer.currentId === customer.id
      ? customer
      : (customer.children.find((child) => child.id === customer.currentId) ?? customer);
  return {
    customerId: customer.currentId,
    name: [profile.name, profile.surname].filter(Boolean).join(' '),
  };
}
