/** What this remote exposes: its route objects, the navigation search box and the home page sections it supplies. */
export const federation = {
  exposes: {
    './routes': './src/app/routes.tsx',
    './search-box': './src/features/search/search-box.tsx',
    './trending-section': './src/features/home-sections/trending-section.tsx',
    './memberships-section': './src/features/home-sections/memberships-section.tsx',
    './vouchers-section': './src/features/home-sections/vouchers-section.tsx',
    './popular-products': './src/features/popular-products/popular-products.tsx',
  },
};
