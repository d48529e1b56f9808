import { useTranslation } from '@club/shared-ui/translation';
import { ShopSort } from '@club/shared-contracts/api/shop';
import { Field } from '@club/shared-ui/field';
import './texts';

const sortLabels: Record<ShopSort, string> = {
  [ShopSort.New]: 'New',
  [ShopSort.PriceAscending]: 'Price: low to high',
  [ShopSort.PriceDescending]: 'Price: high to low',
};

/** The shop's sort select: new, price ascending, price descending (document 1, 2.8). */
export function SortSelect({
  sort,
  onChange,
  className,
}: {
  sort: ShopSort;
  onChange: (sort: ShopSort) => void;
  className?: string;
}) {
  const { t } = useTranslation('shop');
  return (
    <Field label={t('Sort by')} className={className}>
      {(control) => (
        <select
          {...control}
          value={sort}
          onChange={(event) => onChange(Number(event.target.value) as ShopSort)}
        >
          {Object.values(ShopSort).map((code) => (
            <option key={code} value={code}>
              {t(sortLabels[code])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
