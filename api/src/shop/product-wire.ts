// The wire forms of the shop's answers (shared-contracts Product, ProductType, ShopListAnswer, ShopProductAnswer):
// the response schemas and the conversions from the repository's records, money from integer cents to decimals.
import type { Product } from '@club/shared-contracts/entities';
import { centsToDecimal } from '../catalog/catalog-repository.ts';
import { withErrors } from '../http/schemas.ts';
import type { ShopProduct } from './product-repository.ts';

const str = { type: 'string' } as const;
const num = { type: 'number' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;

/** Answer schema of a product. */
export const productSchema = {
  type: 'object',
  properties: {
    id: int,
    name: str,
    logo: str,
    detail: str,
    grossPrice: num,
    netPrice: num,
    hasStock: bool,
    transportRequired: bool,
  },
  required: ['id', 'name', 'logo', 'detail', 'grossPrice', 'netPrice', 'hasStock', 'transportRequired'],
} as const;

const productList = { type: 'array', items: productSchema } as const;

/** `{ ok, data, popular, productTypes, totalCount }`. */
export const shopListAnswerSchema = withErrors({
  type: 'object',
  properties: {
    ok: bool,
    data: productList,
    popular: productList,
    productTypes: {
      type: 'array',
      items: { type: 'object', properties: { id: int, name: str }, required: ['id', 'name'] },
    },
    totalCount: int,
  },
  required: ['ok', 'data', 'popular', 'productTypes', 'totalCount'],
} as const);

/** `{ ok, data: product, popular }`. */
export const shopProductAnswerSchema = withErrors({
  type: 'object',
  properties: { ok: bool, data: productSchema, popular: productList },
  required: ['ok', 'data', 'popular'],
} as const);

/** `{ ok, data: product[] }`. */
export const productListAnswerSchema = withErrors({
  type: 'object',
  properties: { ok: bool, data: productList },
  required: ['ok', 'data'],
} as const);

/** The wire form of a product: prices as decimals; hasStock tells the cart to check the stock on add. */
export const toWireProduct = (product: ShopProduct): Required<Product> => ({
  id: product.id,
  name: product.name,
  logo: product.logo,
  detail: product.detail,
  grossPrice: centsToDecimal(product.grossCents),
  netPrice: centsToDecimal(product.netCents),
  hasStock: product.stock !== null,
  transportRequired: product.transportRequired,
});
