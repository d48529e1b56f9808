// The club's home template (document 2, 3 and 7: GET /api/czconfigs/template): the hero's slides and the call to
// action's picture and numbers. The hero's first slide is the home page's largest paint, so on the home page the
// template is asked for at start, alongside the settings (app/first-view.ts), and the hero and the call to action
// take that one answer: one request per page load.
import { useEffect, useState } from 'react';
import { getHomeTemplate } from '@club/shared-contracts/api/settings';
import type { HomeTemplate } from '@club/shared-contracts/entities';
import { loadFailed } from '@club/shared-contracts/http';
import { useDrawnLoad, type Load } from '@club/shared-ui/use-load';

let template: Promise<Load<HomeTemplate>> | null = null;
// The answer once it has arrived, so a component drawn after it starts from it instead of from a loading state.
let answered: Load<HomeTemplate> | null = null;

/** Starts loading the home template, or takes the load under way; a failure is logged (document 2, 8) once. */
export function loadHomeTemplate(): Promise<Load<HomeTemplate>> {
  template ??= getHomeTemplate()
    .then(
      (answer): Load<HomeTemplate> => ({ state: 'loaded', data: answer.data }),
      (error: unknown): Load<HomeTemplate> => {
        loadFailed('home template', error);
        return { state: 'failed' };
      },
    )
    .then((load) => (answered = load));
  return template;
}

/** Forgets the template, as a new page load does: the next use asks for it again (each test is a new page). */
export function forgetHomeTemplate(): void {
  template = null;
  answered = null;
}

// On the host's server, each page asks for its own (the page's loads are shared by label, see useDrawnLoad).
const templateOfPage = () => getHomeTemplate().then((answer) => answer.data);

/** The home template as it loads: the same answer for every component of the page. */
export function useHomeTemplate(): Load<HomeTemplate> {
  const drawn = useDrawnLoad('home template', templateOfPage);
  const [load, setLoad] = useState<Load<HomeTemplate>>(() => drawn ?? answered ?? { state: 'loading' });
  const waiting = load.state === 'loading';
  useEffect(() => {
    if (!waiting) return;
    let current = true;
    void loadHomeTemplate().then((loaded) => {
      if (current) setLoad(loaded);
    });
    return () => {
      current = false;
    };
  }, [waiting]);
  return load;
}

/** One slide of the hero as the template gives it; the hero checks its colour and its button's address. */
export interface HomeSlide {
  /** Its place in the template (1 to 3). */
  number: number;
  image: string;
  /** The slide's title (textSlideInLeft). */
  title: string;
  /** The line under the title (textSlideInUp). */
  subtitle: string;
  /** The small print under them (textSmall). */
  text: string;
  /** The colour of the slide's texts (textColor), as the club typed it. */
  color: string;
  buttonText: string;
  buttonUrl: string;
}

const slideNumbers = [1, 2, 3] as const;

// A club's own backend may leave a text out or send null for it.
const textOf = (value: string | null | undefined) => value?.trim() ?? '';

/** The template's slides, in order (up to 3); a slide without an image is left out. */
export function homeSlides(template: HomeTemplate): HomeSlide[] {
  return slideNumbers
    .map((number) => ({
      number,
      image: textOf(template[`image${number}`]),
      title: textOf(template[`textSlideInLeft${number}`]),
      subtitle: textOf(template[`textSlideInUp${number}`]),
      text: textOf(template[`textSmall${number}`]),
      color: textOf(template[`textColor${number}`]),
      buttonText: textOf(template[`textButton${number}`]),
      buttonUrl: textOf(template[`urlButton${number}`]),
    }))
    .filter((slide) => slide.image !== '');
}
