import { screen } from '@testing-library/react';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderWithI18n } from '@club/shared-ui/testing';
import { ContactDetails, SocialLinks } from './club-contact';

beforeEach(() => provideSettings(clubSettings));

test('phone, address and e-mail link to calling, the maps service and mailing', async () => {
  await renderWithI18n(<ContactDetails />);
  expect(screen.getByText(clubSettings.openHours)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Phone: +34 910 123 456' })).toHaveAttribute(
    'href',
    'tel:+34910123456',
  );
  const address = screen.getByRole('link', { name: 'Address: Calle Mayor 1, Madrid (opens in a new tab)' });
  expect(address).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=40.4168,-3.7038');
  expect(address).toHaveAttribute('target', '_blank');
  expect(address).toHaveAttribute('rel', 'noopener noreferrer');
  expect(screen.getByRole('link', { name: 'E-mail: info@club.test' })).toHaveAttribute(
    'href',
    'mailto:info@club.test',
  );
});

test.each(['40.4168', '40.4168,-3.7038,12', ''])('with Coords %j the address links to #', async (Coords) => {
  provideSettings({ ...clubSettings, Coords });
  await renderWithI18n(<ContactDetails />);
  const address = screen.getByRole('link', { name: 'Address: Calle Mayor 1, Madrid' });
  expect(address).toHaveAttribute('href', '#');
  expect(address).not.toHaveAttribute('target');
});

test('social links open in a new tab, named for screen readers, in the chosen language', async () => {
  await renderWithI18n(<SocialLinks />, 'es-ES');
  const links = screen.getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Facebook (se abre en una pestaña nueva)', 'https://facebook.com/club'],
    ['Twitter (se abre en una pestaña nueva)', 'https://twitter.com/club'],
    ['Instagram (se abre en una pestaña nueva)', 'https://instagram.com/club'],
  ]);
  for (const link of links) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
});

test('a network without a web address is left out, and with none there is no list', async () => {
  provideSettings({ ...clubSettings, twitter: '', instagram: 'javascript:alert(1)' });
  const { unmount } = await renderWithI18n(<SocialLinks />);
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Facebook (opens in a new tab)',
  ]);
  unmount();
  provideSettings({ ...clubSettings, facebook: '', twitter: '', instagram: '' });
  await renderWithI18n(<SocialLinks />);
  expect(screen.queryByRole('list')).not.toBeInTheDocument();
});
