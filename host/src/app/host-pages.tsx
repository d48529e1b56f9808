import type { ComponentType } from 'react';
import { ComingSoon } from '@club/shared-ui/coming-soon';
import { HomePage } from './home-page';

/** The pages the host supplies itself, by route id. */
export const hostPages: Record<string, ComponentType> = {
  home: HomePage,
  // The web-view account linking and auto-login pages come with the session work of the next step.
  'auto-login': ComingSoon,
  'link-account': ComingSoon,
};
