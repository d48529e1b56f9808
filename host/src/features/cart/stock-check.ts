// The stock check before a product line grows (document 3, 4 Cart and 7).
import type { CartResult, SaleItem } from '@club/shared-contracts/cart';
import { checkStock } from '@club/shared-contracts/api/payments';
import { getSession } from '@club/shared-contracts/session';
import { rejectFailedCall } from './cart-rejections';

/**
 * Asks the server whether the line may hold its (new) units; lines of products without stock pass unasked. A
 * refusal is shown globally and answered as a 'stock' rejection, no usable answer as 'crash'.
 */
export async function checkLineStock(line: SaleItem): Promise<CartResult> {
  if (!line.product.hasStock) return { ok: true };
  try {
    await checkStock({
      customerId: getSession().customer?.id ?? null,
      saleItemsDto: [
        {
          productId: line.productId,
          units: line.units,
          temp: line.temp ?? false,
          stockParentId: line.stockParentId ?? null,
          stockParentName: line.stockParentName ?? null,
          stockDetail: line.stockDetail ?? null,
        },
      ],
    });
    return { ok: true };
  } catch (error) {
    return rejectFailedCall(error, 'stock');
  }
}
