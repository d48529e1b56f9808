// The home page's gallery (document 2, 2.10, section 12): the club's stored gallery (document 1, 7), the same the
// menu and the footer show, as a grid of pictures.
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { HomeSection, homeGridClassName } from '@club/shared-ui/home-section';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useGallery } from '../../lib/gallery';
import styles from './gallery-section.module.css';
import '../../lib/club-info-texts';

/** The intrinsic size of a gallery picture in the grid (4:3; the grid crops to it). */
export const galleryImageSize = { width: 400, height: 300 } as const;

/** Pictures the section holds room for while the gallery loads: one row on a desktop, two rows of two on a phone. */
const placeholderCount = 4;

/**
 * The gallery section: a heading over the club's pictures, each described by its description when it has one. While
 * the gallery loads, a row of placeholders holds its place; a club without pictures (or a failed load, logged only)
 * shows nothing.
 */
export function GallerySection() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const images = useGallery();
  if (images?.length === 0) return null;
  return (
    <HomeSection title={t('Gallery')} busy={!images}>
      <ul className={homeGridClassName}>
        {images
          ? images.map((image) => (
              <li key={image.url}>
                {/* Below the fold: each picture loads as it comes near. */}
                <img
                  className={styles.image}
                  src={uploadUrl(settings, image.url)}
                  alt={image.description ?? ''}
                  width={galleryImageSize.width}
                  height={galleryImageSize.height}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))
          : Array.from({ length: placeholderCount }, (_, index) => (
              <li key={index}>
                <Skeleton shape="rect" width="100%" height="auto" className={styles.image} />
              </li>
            ))}
      </ul>
    </HomeSection>
  );
}
