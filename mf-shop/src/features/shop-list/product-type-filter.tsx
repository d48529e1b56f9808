import { useId, useState } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import type { ProductType } from '@club/shared-contracts/entities';
import './texts';
import styles from './shop-sidebar.module.css';

/** Props of ProductTypeFilter. */
export interface ProductTypeFilterProps {
  productTypes: ProductType[];
  /** The type shown, or null for all. */
  selected: number | null;
  onChange: (productTypeId: number | null) => void;
}

/** The product type filter: a radio list with All first (document 1, 2.8). */
export function ProductTypeFilter({ productTypes, selected, onChange }: ProductTypeFilterProps) {
  const { t } = useTranslation('shop');
  const name = useId();
  // The URL (and so `selected`) changes a moment after the click, with the navigation; the choice shows at once.
  const [chosen, setChosen] = useState(selected);
  const [chosenFor, setChosenFor] = useState(selected);
  if (selected !== chosenFor) {
    setChosenFor(selected);
    setChosen(selected);
  }
  const options = [{ id: null, name: t('All') }, ...productTypes];
  return (
    <fieldset className={styles.types}>
      <legend className={styles.heading}>{t('Product type')}</legend>
      {options.map((type) => (
        <label key={type.id ?? 'all'} className={styles.type}>
          <input
            type="radio"
            name={name}
            checked={chosen === type.id}
            onChange={() => {
              setChosen(type.id);
              onChange(type.id);
            }}
          />
          {type.name}
        </label>
      ))}
    </fieldset>
  );
}
