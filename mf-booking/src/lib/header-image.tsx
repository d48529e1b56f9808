import type { ReactNode } from 'react';
import { useSettings } from '@club/shared-contracts/settings';
import { UploadImage } from '@club/shared-ui/upload-image';
import styles from './header-image.module.css';

/** The intrinsic size of the club's header image on the booking pages: a wide strip, as the banner it fills. */
export const headerImageSize = { width: 1200, height: 240 } as const;

/** Props of HeaderImage. */
export interface HeaderImageProps {
  /** What sits on the image (the page's heading); white text on a darkened foot. */
  children?: ReactNode;
  className?: string;
}

/**
 * The club's header image (settings HeaderImage) at the top of a booking page (document 2, 2.1 and 2.4). The banner
 * has one height whatever the image, the text or the network, so nothing under it moves when the image arrives; a
 * club without an image gets the same banner in its footer colour. The image is the page's first paint.
 */
export function HeaderImage({ children, className }: HeaderImageProps) {
  const settings = useSettings();
  return (
    <div className={className ? `${styles.banner} ${className}` : styles.banner}>
      <UploadImage
        file={settings.HeaderImage}
        className={styles.image}
        width={headerImageSize.width}
        height={headerImageSize.height}
        priority="high"
      />
      {children && <div className={styles.content}>{children}</div>}
    </div>
  );
}
