import { useTranslation } from '@club/shared-ui/translation';
import { cartCommands, type Sale, type SaleItem } from '@club/shared-contracts/cart';
import type { UnitModification } from '@club/shared-contracts/entities';
import { useShownPrice } from '@club/shared-contracts/price';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Price } from '@club/shared-ui/price';
import { UnitStepper } from '@club/shared-ui/unit-stepper';
import styles from './cart.module.css';

/** Props of the cart's lines; `onRemoved` runs after a line left the cart, so focus does not fall to the page. */
interface LineProps {
  onRemoved: () => void;
}

/** A product line: logo, name, its units (one less at 1 removes the line) and the line total. */
export function ProductLine({ line, onRemoved }: LineProps & { line: SaleItem }) {
  const settings = useSettings();
  const shownPrice = useShownPrice();

  async function change(modification: UnitModification, units?: number) {
    const removes = modification === 'Decrement' && line.units <= 1;
    const result = await cartCommands().changeUnits(line.productId, modification, units);
    if (removes && result.ok) onRemoved();
  }

  return (
    <li className={styles.line}>
      {line.product.logo && (
        <img
          className={styles.logo}
          src={uploadUrl(settings, line.product.logo)}
          alt=""
          width={48}
          height={48}
        />
      )}
      <span className={styles.name}>{line.product.name}</span>
      <UnitStepper
        className={styles.stepper}
        name={line.product.name}
        units={line.units}
        onChange={(modification, units) => void change(modification, units)}
      />
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: line.totalWithDiscount, netPrice: line.netTotalWithDiscount })}
      />
    </li>
  );
}

/** A pending sale (a debt, a fee, a booking): its description or title, the amount pending and a remove X. */
export function SaleLine({ sale, onRemoved }: LineProps & { sale: Sale }) {
  const { t } = useTranslation('host');
  const shownPrice = useShownPrice();
  const name = sale.description || sale.title || t('Sale {{number}}', { number: sale.saleNumber });

  async function remove() {
    // A held booking is released on the server before it leaves the cart.
    const result = await cartCommands().removeSale(sale.id, true);
    if (result.ok) onRemoved();
  }

  return (
    <li className={styles.line}>
      <span className={styles.name}>
        {name}
        <span className={styles.pending}>{t('Pending')}</span>
      </span>
      <Price
        className={styles.amount}
        value={shownPrice({ grossPrice: sale.pending, netPrice: sale.netPending })}
      />
      <button
        type="button"
        className={styles.remove}
        aria-label={t('Remove {{name}} from the cart', { name })}
        onClick={() => void remove()}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
