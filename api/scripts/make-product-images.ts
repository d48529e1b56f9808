// Writes the pictures of the demo catalogue's products 7 to 62 to api/uploads/ (product-NN-short-name.svg).
// Run it after changing a product's name, short name, type or pictogram in src/db/seed-catalog.ts:
//   node scripts/make-product-images.ts        (from api/)
// The pictures are drawn by src/shop/product-image.ts; nothing is downloaded. A test fails while they are stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_CATALOG_PRODUCTS, catalogImageSpec, catalogLogo } from '../src/db/seed-catalog.ts';
import { UPLOADS_DIR } from '../src/files/uploads-routes.ts';
import { productImageSvg } from '../src/shop/product-image.ts';

for (const product of DEMO_CATALOG_PRODUCTS) {
  writeFileSync(join(UPLOADS_DIR, catalogLogo(product)), productImageSvg(catalogImageSpec(product)));
}
console.log(`${DEMO_CATALOG_PRODUCTS.length} product pictures written to ${UPLOADS_DIR}`);
