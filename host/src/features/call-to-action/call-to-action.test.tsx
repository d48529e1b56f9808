import { screen, within } from '@testing-library/react';
import { fakeApi, neverAnswered, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { provideSettings } from '@club/shared-contracts/settings';
import { clubSettings, renderAtPath } from '@club/shared-ui/testing';
import { registerHostTexts } from '../../app/texts';
import { forgetHomeTemplate } from '../../lib/home-template';
import { homeTemplate } from '../../lib/testing';
import { CallToAction, welcomeImageSize } from './call-to-action';

const templateCall = '/api/czconfigs/template';

beforeAll(() => registerHostTexts());
beforeEach(() => {
  forgetHomeTemplate();
  provideSettings({ ...clubSettings, Uploads: '/uploads/' });
});

describe('call to action', () => {
  it("welcomes to the club over the welcome image, with the template's four numbers and a link to book", async () => {
    fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
    const { container } = await renderAtPath(<CallToAction />, '/', 'es-ES');
    const section = screen.getByRole('region', { name: 'Bienvenido a Club Test' });
    const numbers = within(section).getByRole('list', { name: 'El club en cifras' });
    expect(
      within(numbers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['12 Courts', '1.850 Members', '14 Coaches', '24/7 Open']);
    expect(within(section).getByRole('link', { name: 'Haz tu reserva' })).toHaveAttribute(
      'href',
      '/bookingtypes',
    );
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/uploads/welcome.jpg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', String(welcomeImageSize.width));
    expect(image).toHaveAttribute('height', String(welcomeImageSize.height));
  });

  it('shows only the numbers the template sets', async () => {
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, number2: '', number4: ' ' } } });
    await renderAtPath(<CallToAction />, '/', 'en-US');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '12 Courts',
      '14 Coaches',
    ]);
  });

  it('is not there without a welcome image', async () => {
    fakeApi({ [templateCall]: { ok: true, data: { ...homeTemplate, wellcomeImage: '' } } });
    const { container } = await renderAtPath(<CallToAction />, '/', 'es-ES');
    expect(container).toBeEmptyDOMElement();
  });

  it('is not there when the template fails to load (logged only)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({ [templateCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
    const { container } = await renderAtPath(<CallToAction />, '/', 'es-ES');
    expect(container).toBeEmptyDOMElement();
    expect(logged).toHaveBeenCalledWith('home template could not be loaded', expect.anything());
    logged.mockRestore();
  });

  it('holds its place, busy, while the template loads', async () => {
    fakeApi({ [templateCall]: neverAnswered });
    const { container } = await renderAtPath(<CallToAction />, '/', 'es-ES');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
