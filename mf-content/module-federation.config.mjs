/** What this remote exposes: its route objects and the home page sections it supplies. */
export const federation = {
  exposes: {
    './routes': './src/app/routes.tsx',
    './hero-section': './src/features/hero/hero-section.tsx',
  },
};
