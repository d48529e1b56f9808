/** What this remote exposes: its route objects and the home page sections it supplies (document 2, 2.10). */
export const federation = {
  exposes: {
    './routes': './src/app/routes.tsx',
    './booking-types-section': './src/features/home-sections/booking-types-section.tsx',
    './matches-section': './src/features/home-sections/matches-section.tsx',
    './school-section': './src/features/home-sections/school-section.tsx',
    './events-section': './src/features/home-sections/events-section.tsx',
  },
};
