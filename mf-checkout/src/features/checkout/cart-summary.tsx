import { useTranslation } from '@club/shared-ui/translation';
import { cartCommands, cartUnits, type Cart, type Sale, type SaleItem } from '@club/shared-contracts/cart';
import type { UnitModification } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Price } from '@club/shared-ui/price';
import { UnitStepper } from '@club/shared-ui/unit-stepper';
import styles from './cart-summary.module.css';
import './texts';

/** A product line: logo, name, its units (1 to 1000), its total and a remove X. */
function ProductLine({ line }: { line: SaleItem }) {
  const { t } = useTranslation('checkout');
  const settings = useSettings();
  const shownPrice = useShownPrice();
  const name = line.product.name;
  const change = (modification: UnitModification, units?: number) =>
    void cartCommands().changeUnits(line.productId, modification, units);

  return (
    <li className={styles.line}>
      {line.product.logo ? (
        <img
          className={styles.logo}
          src={uploadUrl(settings, line.product.logo)}
          alt=""
          width={48}
          height={48}
        />
      ) : (
        <span className={styles.logo} />
      )}
      <span className={styles.name}>{name}</span>
      <UnitStepper
        className={styles.stepper}
        name={name}
        units={line.units}
        min={cartUnits.min}
        onChange={change}
      />
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: line.totalWithDiscount, netPrice: line.netTotalWithDiscount })}
      />
      <button
        type="button"
        className={styles.remove}
        aria-label={t('Remove {{name}}', { name })}
        // At 0 units the line leaves the cart (document 3, 4 Cart).
        onClick={() => change('Exact', 0)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** A sale (a booking, a debt, a fee): its description, the amount pending and a remove X that cancels it. */
function SaleLine({ sale }: { sale: Sale }) {
  const { t } = useTranslation('checkout');
  const shownPrice = useShownPrice();
  const name = sale.description || sale.title || t('Sale {{number}}', { number: sale.saleNumber });
  return (
    <li className={styles.line}>
      <span className={styles.logo} />
      <span className={styles.name}>{name}</span>
      <span className={styles.stepper} />
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: sale.pending, netPrice: sale.netPending })}
      />
      <button
        type="button"
        className={styles.remove}
        aria-label={t('Remove {{name}}', { name })}
        // A held booking is released on the server before it leaves the cart.
        onClick={() => void cartCommands().removeSale(sale.id, true)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/** The cart's lines (document 3, 2 Checkout): products with their units, and sales. */
export function CartSummary({ cart, headingId }: { cart: Cart; headingId: string }) {
  const { t } = useTranslation('checkout');
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('Your order')}
      </h2>
      <ul className={styles.lines}>
        {cart.sItems.map((line) => (
          <ProductLine key={`item-${line.productId}`} line={line} />
        ))}
        {cart.sales.map((sale) => (
          <SaleLine key={`sale-${sale.id}`} sale={sale} />
        ))}
      </ul>
    </section>
  );
}
