import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ComponentType } from 'react';
import { renderWithI18n } from '@club/shared-ui/testing';
import { registerHostTexts } from '../app/texts';
import { lazyPart } from './part-boundary';

beforeAll(() => registerHostTexts());
// The boundary logs what failed; the test keeps the console quiet.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a lazy part whose code fails to load shows the translated fallback, and its retry loads the code again', async () => {
  const load = jest
    .fn<Promise<ComponentType<{ name: string }>>, []>()
    .mockRejectedValueOnce(new Error('chunk down'))
    .mockResolvedValueOnce(({ name }: { name: string }) => <p>Hello {name}</p>);
  const Greeting = lazyPart('greeting', load);

  await act(() =>
    renderWithI18n(
      <main>
        <h1>The page</h1>
        <Suspense fallback={null}>
          <Greeting name="Ana" />
        </Suspense>
      </main>,
      'fr-FR',
    ),
  );
  const fallback = await screen.findByRole('alert');
  expect(fallback).toHaveTextContent("Cette partie du site n'a pas pu être chargée");
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();

  await act(() => userEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
  expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
