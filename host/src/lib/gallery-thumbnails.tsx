import { memo } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useGallery } from './gallery';
import styles from './gallery-thumbnails.module.css';
import './club-info-texts';

const thumbnailSize = 'var(--thumbnail-size, 3rem)';

/**
 * The first `count` pictures of the club's gallery as square thumbnails. While the gallery loads, as many
 * placeholders of the same size hold the place; a club without pictures (or a failed load) shows nothing.
 */
export const GalleryThumbnails = memo(function GalleryThumbnails({
  count,
  className,
}: {
  count: number;
  className?: string;
}) {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const images = useGallery();
  if (images?.length === 0) return null;
  return (
    <ul
      className={`${styles.gallery} ${className ?? ''}`}
      aria-label={t('Gallery')}
      aria-busy={!images || undefined}
    >
      {images
        ? images.slice(0, count).map((image) => (
            <li key={image.url}>
              <img
                className={styles.thumbnail}
                src={uploadUrl(settings, image.url)}
                alt={image.description}
                loading="lazy"
              />
            </li>
          ))
        : Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <Skeleton shape="rect" width={thumbnailSize} height={thumbnailSize} />
            </li>
          ))}
    </ul>
  );
});
