import { useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { cartCommands, type CartProduct } from '@club/shared-contracts/cart';
import { Button } from '@club/shared-ui/button';
import './texts';

/** Props of AddToCartButton. */
export interface AddToCartButtonProps {
  product: CartProduct;
  /** The id of the element naming the product (its heading), read with the button among many. */
  describedBy?: string;
  className?: string;
}

/**
 * Add to cart with one unit (document 1, 2.8 and 2.9). The button is busy while the host checks the stock; a
 * refusal is already in the host's global error popup, a success is confirmed politely to screen readers (the
 * cart button's count shows it on screen).
 */
export function AddToCartButton({ product, describedBy, className }: AddToCartButtonProps) {
  const { t } = useTranslation('shop');
  const [adding, setAdding] = useState(false);
  const [confirmation, setConfirmation] = useState('');

  async function addToCart() {
    setAdding(true);
    setConfirmation('');
    try {
      const result = await cartCommands().addProduct(product, 1);
      if (result.ok) setConfirmation(t('{{name}} added to the cart', { name: product.name }));
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <Button
        className={className}
        block
        loading={adding}
        aria-describedby={describedBy}
        onClick={() => void addToCart()}
      >
        {t('Add to cart')}
      </Button>
      {/* In the page from the start: a live region added together with its text is not announced. */}
      <p className="visually-hidden" role="status">
        {confirmation}
      </p>
    </>
  );
}
