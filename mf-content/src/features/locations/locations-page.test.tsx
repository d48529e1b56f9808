import { screen, within } from '@testing-library/react';
import { provideClubSettings, renderAtPath } from '@club/shared-ui/testing';
import { LocationsPage } from './locations-page';

test('each related club is a card with its picture, name, address and a link opening its site', async () => {
  provideClubSettings({
    RelatedClubs: [
      {
        name: 'Club Las Rozas',
        address: 'Calle Mayor 1, Las Rozas',
        url: 'https://rozas.example',
        image: 'rozas.svg',
      },
      {
        name: 'Club Valencia',
        address: 'Av. del Puerto 5, Valencia',
        url: 'https://valencia.example',
        image: '',
      },
    ],
  });
  await renderAtPath(<LocationsPage />, '/locations', 'es-ES');
  expect(screen.getByRole('heading', { level: 1, name: 'Sedes' })).toBeInTheDocument();
  const cards = screen.getAllByRole('article');
  expect(cards).toHaveLength(2);
  const rozas = cards[0]!;
  expect(within(rozas).getByRole('heading', { name: 'Club Las Rozas' })).toBeInTheDocument();
  expect(within(rozas).getByText('Calle Mayor 1, Las Rozas')).toBeInTheDocument();
  expect(rozas.querySelector('img')).toHaveAttribute('src', '/uploads/rozas.svg');
  expect(rozas.querySelector('img')).toHaveAttribute('width', '400');
  const link = within(rozas).getByRole('link', { name: /^Visitar Club Las Rozas/ });
  expect(link).toHaveAttribute('href', 'https://rozas.example/');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  expect(document.title).toBe('Sedes · Club Test');
});

test('a club whose address is no web address (a script URL, plain text) shows no link', async () => {
  provideClubSettings({
    RelatedClubs: ['javascript:alert(1)', ' data:text/html,<b>x</b>', 'rozas punto example'].map((url) => ({
      name: 'Club Las Rozas',
      address: 'Calle Mayor 1, Las Rozas',
      url,
      image: '',
    })),
  });
  await renderAtPath(<LocationsPage />, '/locations', 'es-ES');
  expect(screen.getAllByRole('article')).toHaveLength(3);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('without related clubs the page says so', async () => {
  provideClubSettings({ RelatedClubs: [] });
  await renderAtPath(<LocationsPage />, '/locations');
  expect(screen.getByText('No other locations yet.')).toBeInTheDocument();
  expect(screen.queryByRole('article')).not.toBeInTheDocument();
});
