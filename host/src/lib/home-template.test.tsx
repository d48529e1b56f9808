import { render, screen } from '@testing-library/react';
import { fakeApi, StatusAnswer } from '@club/shared-contracts/api/test-fetch';
import { renderAtPath } from '@club/shared-ui/testing';
import { forgetHomeTemplate, homeSlides, loadHomeTemplate, useHomeTemplate } from './home-template';
import { homeTemplate } from './testing';

const templateCall = '/api/czconfigs/template';

function TemplateState({ name }: { name: string }) {
  const template = useHomeTemplate();
  return <p>{`${name}: ${template.state === 'loaded' ? template.data.wellcomeImage : template.state}`}</p>;
}

beforeEach(() => forgetHomeTemplate());

test('the hero and the call to action take one answer: one request per page load', async () => {
  const requests = fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
  void loadHomeTemplate();
  await renderAtPath(
    <>
      <TemplateState name="hero" />
      <TemplateState name="call to action" />
    </>,
  );
  expect(screen.getByText('hero: welcome.jpg')).toBeInTheDocument();
  expect(screen.getByText('call to action: welcome.jpg')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
});

test('a template that arrived before the page is drawn is shown at once, with no loading state', async () => {
  fakeApi({ [templateCall]: { ok: true, data: homeTemplate } });
  await loadHomeTemplate();
  // Drawn without waiting for any answer: a loading state would show now.
  render(<TemplateState name="hero" />);
  expect(screen.getByText('hero: welcome.jpg')).toBeInTheDocument();
});

test('a failure is logged once and told to every component', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const requests = fakeApi({ [templateCall]: new StatusAnswer(500, { ok: false, errorMsg: 'Down' }) });
  await renderAtPath(
    <>
      <TemplateState name="hero" />
      <TemplateState name="call to action" />
    </>,
  );
  expect(screen.getByText('hero: failed')).toBeInTheDocument();
  expect(screen.getByText('call to action: failed')).toBeInTheDocument();
  expect(requests).toHaveLength(1);
  expect(logged).toHaveBeenCalledTimes(1);
  logged.mockRestore();
});

test('the slides are those with an image, in order, numbered by their place in the template', () => {
  const slides = homeSlides({ ...homeTemplate, image2: '' });
  expect(slides.map((slide) => [slide.number, slide.image, slide.title])).toEqual([
    [1, 'slide-1.jpg', 'Your padel club'],
    [3, 'slide-3.jpg', 'Tennis and squash too'],
  ]);
});
