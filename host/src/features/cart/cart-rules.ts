// Pure rules of the host's cart engine beyond the contract's: product lines and their totals, where an added sale
// goes, which cancel URLs a removal posts, and the cart's guid.
import { defaultTaxPercent, type CartProduct, type Sale, type SaleItem } from '@club/shared-contracts/cart';

const toCents = (amount: number) => Math.round(amount * 100) / 100;

/** A product line with the given units; the tax percent is 21 unless the product says otherwise (document 3, 9). */
export function productLine(product: CartProduct, units: number): SaleItem {
  return withUnits(
    {
      productId: product.id,
      units,
      subTotal: 0,
      netSubTotal: 0,
      totalWithDiscount: 0,
      netTotalWithDiscount: 0,
      product: {
        grossPrice: product.grossPrice,
        netPrice: product.netPrice,
        hasStock: product.hasStock ?? false,
        name: product.name,
        logo: product.logo,
        transportRequired: product.transportRequired ?? false,
      },
      temp: false,
      stockParentId: null,
      stockParentName: null,
      stockDetail: null,
      taxPercent: product.taxPercent ?? defaultTaxPercent,
    },
    units,
  );
}

/**
 * A line with new units and its totals recomputed from the product's prices. Discounts are applied at checkout
 * (coupons), never in the cart, so the totals with discount equal the subtotals here.
 */
export function withUnits(item: SaleItem, units: number): SaleItem {
  const subTotal = toCents(item.product.grossPrice * units);
  const netSubTotal = toCents(item.product.netPrice * units);
  return {
    ...item,
    units,
    subTotal,
    netSubTotal,
    totalWithDiscount: subTotal,
    netTotalWithDiscount: netSubTotal,
  };
}

/** The sales with one more: a sale with a groupId joins its group (placed after it), any other goes last. */
export function withSale(sales: readonly Sale[], sale: Sale): Sale[] {
  const groupId = sale.groupId;
  const lastOfGroup =
    groupId === null || groupId === undefined
      ? -1
      : sales.findLastIndex((other) => other.groupId === groupId);
  if (lastOfGroup === -1) return [...sales, sale];
  return [...sales.slice(0, lastOfGroup + 1), sale, ...sales.slice(lastOfGroup + 1)];
}

/** The cancel URLs of the sales leaving the cart, each once (a sale may carry cancelUrl, cancelUrls or both). */
export function cancelUrlsOf(sales: readonly Sale[]): string[] {
  const urls = sales.flatMap((sale) => [
    ...(sale.cancelUrls ?? []),
    ...(sale.cancelUrl ? [sale.cancelUrl] : []),
  ]);
  return [...new Set(urls.filter((url) => url.trim() !== ''))];
}

/**
 * A new cart's guid (a version 4 UUID). Built from getRandomValues because randomUUID exists only on secure
 * origins, and a club may serve its site over plain HTTP.
 */
export function newCartGuid(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
