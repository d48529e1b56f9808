import type { TextBlock } from '@club/shared-contracts/entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { UploadImage, type ImagePriority } from '@club/shared-ui/upload-image';
import { excerpt } from './excerpt';
import styles from './post-card.module.css';

/** The size of a card's picture in pixels (the posts' pictures are 16:9). */
export const postCardImage = { width: 400, height: 225 } as const;

/**
 * A post of the blog: picture, title linking to the post, date, author and a 100-character excerpt. Each part is as
 * tall whatever its text, so cards of a row line up and the skeleton is exactly as tall as the card that replaces it.
 */
export function PostCard({ post, imagePriority }: { post: TextBlock; imagePriority: ImagePriority }) {
  const formatDate = useFormatDate();
  return (
    <article className={cx(card.card, styles.card)}>
      <UploadImage
        file={post.image}
        className={card.image}
        width={postCardImage.width}
        height={postCardImage.height}
        priority={imagePriority}
      />
      <h2 className={card.title}>
        <Link className={styles.link} to={paths.post(post.id)}>
          {post.title}
        </Link>
      </h2>
      <p className={styles.meta}>
        <time dateTime={post.created}>{formatDate.dateOnly(post.created)}</time>
        {post.name && <span className={styles.author}>{post.name}</span>}
      </p>
      <p className={styles.excerpt}>{excerpt(post)}</p>
    </article>
  );
}

/** A card while the list loads: the same parts in the same boxes, so nothing moves when the posts arrive. */
export function PostCardSkeleton() {
  return (
    <div className={cx(card.card, styles.card)} aria-hidden="true">
      <Skeleton shape="rect" height="auto" className={card.image} />
      <span className={card.title}>
        <Skeleton width="85%" />
      </span>
      <span className={styles.meta}>
        <Skeleton width="45%" />
      </span>
      <span className={styles.excerpt}>
        <Skeleton />
        <Skeleton width="70%" />
      </span>
    </div>
  );
}
