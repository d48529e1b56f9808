/** What this remote exposes: its route objects (its home page sections join with their steps). */
export const federation = {
  exposes: {
    './routes': './src/app/routes.tsx',
  },
};
