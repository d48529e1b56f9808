// Test helpers of the host: a viewport width for the mobile media query and a home template. Only tests import this
// module.
import type { HomeTemplate } from '@club/shared-contracts/entities';
import { mobileMediaQuery } from '@club/shared-ui/use-media-query';

/** Makes the viewport the given width for the mobile media query (under 768 px is mobile), before rendering. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      matches: query === mobileMediaQuery && width < 768,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

/** A home template with three slides, a welcome image and four numbers, as GET /api/czconfigs/template gives it. */
export const homeTemplate: HomeTemplate = {
  image1: 'slide-1.jpg',
  image2: 'slide-2.jpg',
  image3: 'slide-3.jpg',
  textSlideInLeft1: 'Your padel club',
  textSlideInLeft2: 'A school for every age',
  textSlideInLeft3: 'Tennis and squash too',
  textSlideInUp1: 'Book a court in a minute',
  textSlideInUp2: 'Small groups by level',
  textSlideInUp3: 'Much more than padel',
  textSmall1: 'Twelve covered courts, open every day.',
  textSmall2: 'Qualified coaches.',
  textSmall3: 'Clay courts by the terrace.',
  textColor1: '#ffeeaa',
  textColor2: 'red; background: url(x)',
  textColor3: '',
  textButton1: 'Book a court',
  textButton2: 'See the school',
  textButton3: 'Our activities',
  urlButton1: '/bookingtypes?bookings=true',
  urlButton2: 'https://school.club.test/',
  urlButton3: 'javascript:alert(1)',
  wellcomeImage: 'welcome.jpg',
  number1: '12',
  number2: '1850',
  number3: '14',
  number4: '24/7',
  textNumbers1: 'Courts',
  textNumbers2: 'Members',
  textNumbers3: 'Coaches',
  textNumbers4: 'Open',
};
