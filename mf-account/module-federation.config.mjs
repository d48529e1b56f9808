/** What this remote exposes: its route objects. */
export const federation = {
  exposes: { './routes': './src/app/routes.tsx' },
};
