import { BlogSort } from '@club/shared-contracts/api/content';
import { Field } from '@club/shared-ui/field';
import { useTranslation } from '@club/shared-ui/translation';
import './texts';

const sortLabels: Record<BlogSort, string> = {
  [BlogSort.New]: 'Sort By New',
  [BlogSort.Old]: 'Sort By Old',
};

/** The blog's sort select: 'Sort By New' (the default) and 'Sort By Old' (document 3, 2 Blog). */
export function SortSelect({
  sort,
  onChange,
  className,
}: {
  sort: BlogSort;
  onChange: (sort: BlogSort) => void;
  className?: string;
}) {
  const { t } = useTranslation('content');
  return (
    <Field label={t('Sort')} className={className}>
      {(control) => (
        <select {...control} value={sort} onChange={(event) => onChange(event.target.value as BlogSort)}>
          {Object.values(BlogSort).map((code) => (
            <option key={code} value={code}>
              {t(sortLabels[code])}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
