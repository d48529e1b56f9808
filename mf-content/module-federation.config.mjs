/** What this remote exposes: its route objects and the home page sections it supplies. */
export const federation = {
  exposes: {
    './routes': './src/app/routes.tsx',
    './activities-section': './src/features/home-sections/activities-section.tsx',
    './banners-section': './src/features/home-sections/banners-section.tsx',
    './testimonials-section': './src/features/home-sections/testimonials-section.tsx',
    './team-section': './src/features/home-sections/team-section.tsx',
    './posts-section': './src/features/home-sections/posts-section.tsx',
    './sponsors-section': './src/features/home-sections/sponsors-section.tsx',
  },
};
