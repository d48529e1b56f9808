import { screen, within } from '@testing-library/react';
import { fakeApi } from '@club/shared-contracts/api/test-fetch';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { Footer } from './footer';

const gallery = Array.from({ length: 8 }, (_, index) => ({
  url: `p${index}.svg`,
  description: `Picture ${index}`,
}));

beforeEach(() => {
  localStorage.clear();
  provideSettings(clubSettings);
  fakeApi({ '/api/fileuploads/open-list': { ok: true, data: gallery } });
});

test("the footer shows the club's description, contact details, six gallery pictures and the info request", async () => {
  await renderAtPath(<Footer />);
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(clubSettings.description)).toBeInTheDocument();
  expect(within(footer).getByText(clubSettings.openHours)).toBeInTheDocument();
  expect(within(footer).getByRole('link', { name: /910 123 456/ })).toHaveAttribute(
    'href',
    'tel:+34910123456',
  );
  expect(within(footer).getByRole('link', { name: /Calle Mayor 1/ })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=40.4168,-3.7038',
  );
  expect(within(footer).getByRole('link', { name: /info@club\.test/ })).toHaveAttribute(
    'href',
    'mailto:info@club.test',
  );
  expect(within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeInTheDocument();
  expect(within(within(footer).getByRole('list', { name: 'Gallery' })).getAllByRole('img')).toHaveLength(6);
  expect(within(footer).getByRole('region', { name: 'Request More Info' })).toContainElement(
    await screen.findByRole('button', { name: 'Send' }),
  );
});

test('the footer links the four legal pages', async () => {
  await renderAtPath(<Footer />);
  const legal = screen.getByRole('navigation', { name: 'Legal' });
  expect(
    within(legal)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(['/privacy', '/waiver', '/generalConditions', '/cookies']);
});
