import { useTranslation } from '@club/shared-ui/translation';
import { Link } from '@club/shared-ui/router';
import { useCart } from '@club/shared-contracts/cart';
import { useShownPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { buttonClassName } from '@club/shared-ui/button';
import { Price } from '@club/shared-ui/price';
import { ProductLine, SaleLine } from './cart-lines';
import styles from './cart.module.css';
import './texts';

/** Props of CartPanel. */
export interface CartPanelProps {
  /** Where Checkout goes. */
  checkoutPath: string;
  /** Closes the dropdown (after Continue shopping or Checkout). */
  onClose: () => void;
  /** Runs after a line left the cart, so focus stays in the dropdown. */
  onRemoved: () => void;
}

/**
 * The cart dropdown's content under its heading (document 1, 2.5; document 3, 2): product lines with a unit
 * stepper, pending sales with a remove X, the total, Continue shopping and Checkout. Loaded when the cart opens.
 */
export function CartPanel({ checkoutPath, onClose, onRemoved }: CartPanelProps) {
  const { t } = useTranslation('host');
  const cart = useCart();
  const shownPrice = useShownPrice();
  const total = shownPrice({ grossPrice: cart.total, netPrice: cart.netTotal });
  const empty = cart.sales.length === 0 && cart.sItems.length === 0;

  return (
    <>
      {empty ? (
        <p className={styles.empty}>{t('Your cart is empty')}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {cart.sItems.map((line) => (
              <ProductLine key={`product-${line.productId}`} line={line} onRemoved={onRemoved} />
            ))}
            {cart.sales.map((sale) => (
              <SaleLine key={`sale-${sale.id}`} sale={sale} onRemoved={onRemoved} />
            ))}
          </ul>
          <p className={styles.total}>
            <span>{t('Total')}</span>
            <Price value={total} />
          </p>
        </>
      )}
      <div className={styles.actions}>
        <Link className={buttonClassName('secondary')} to={paths.home()} onClick={onClose}>
          {t('Continue shopping')}
        </Link>
        {!empty && (
          <Link className={buttonClassName('primary')} to={checkoutPath} onClick={onClose}>
            {t('Checkout')}
          </Link>
        )}
      </div>
    </>
  );
}
