// Test helpers of the menu: the calls it makes answered as for a club that offers everything, and its customers.
// Only tests import this module.
import { fakeApi, type FakeAnswer } from '@club/shared-contracts/api/test-fetch';
import type { LoginResponse } from '@club/shared-contracts/entities';

/** The API paths of the menu's calls. */
export const menuCalls = {
  bookingTypes: '/api/publicbookings/booking-types-list',
  memberships: '/api/publicmemberships/list',
  posts: '/api/cztextblocks/list-with-users',
  gallery: '/api/fileuploads/open-list',
  heldVouchers: (customerId: number) => `/api/publicvouchers/list-by-customer/${customerId}`,
} as const;

/** Seven gallery pictures: more than the menu shows at any width. */
export const galleryPictures = Array.from({ length: 7 }, (_, index) => ({
  url: `picture-${index + 1}.svg`,
  description: `Picture ${index + 1}`,
}));

/** Ana, a parent of two children. */
export const parentLogin: LoginResponse = {
  token: 'token-ana',
  expiry: new Date(Date.now() + 3_600_000).toISOString(),
  id: 7,
  logo: '',
  name: 'Ana',
  surname: 'García',
  children: [
    { id: 8, name: 'Lucas', surname: 'García' },
    { id: 9, name: 'Sofía', surname: 'García' },
  ],
};

/** Bruno, without children. */
export const childlessLogin: LoginResponse = {
  ...parentLogin,
  id: 4,
  name: 'Bruno',
  surname: 'Martín',
  children: [],
};

/** Answers the menu's calls as for a club with booking types, school, memberships, posts and a gallery. */
export function answerMenuCalls(overrides: Record<string, FakeAnswer> = {}) {
  return fakeApi({
    [menuCalls.bookingTypes]: {
      ok: true,
      model: [
        { id: 1, concept: 'Booking' },
        { id: 2, concept: 'School' },
      ],
    },
    [menuCalls.memberships]: { ok: true, model: [{ id: 1, name: 'Family', productTypeId: 6 }] },
    [menuCalls.posts]: {
      ok: true,
      model: [
        { id: 31, title: 'Summer league', image: 'league.svg', smalText: '', created: '', name: '' },
        { id: 32, title: 'Easter hours', image: 'easter.svg', smalText: '', created: '', name: '' },
      ],
    },
    [menuCalls.gallery]: { ok: true, data: galleryPictures },
    ...Object.fromEntries(
      [parentLogin, ...parentLogin.children].map(({ id }) => [
        menuCalls.heldVouchers(id),
        { ok: true, model: [] },
      ]),
    ),
    [menuCalls.heldVouchers(childlessLogin.id)]: { ok: true, model: [] },
    ...overrides,
  });
}
