import type { PostSummary } from '@club/shared-contracts/entities';
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

/** Props of PostCard. */
export interface PostCardProps {
  /** The post, from the blog's list (with its text) or from the newest posts (its small text only). */
  post: PostSummary & { text?: string };
  imagePriority: ImagePriority;
  /** The level of the card's heading: 2 on the blog's page, 3 in a section of the home page. */
  headingLevel?: 2 | 3;
}

/**
 * A post of the blog: picture, title linking to the post, date, author and a 100-character excerpt. Each part is as
 * tall whatever its text, so cards of a row line up and the skeleton is exactly as tall as the card that replaces it.
 */
export function PostCard({ post, imagePriority, headingLevel = 2 }: PostCardProps) {
  const formatDate = useFormatDate();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cx(card.card, styles.card)}>
      <UploadImage
        file={post.image}
        className={card.image}
        width={postCardImage.width}
        height={postCardImage.height}
        priority={imagePriority}
      />
      <Heading className={card.title}>
        <Link className={styles.link} to={paths.post(post.id)}>
          {post.title}
        </Link>
      </Heading>
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
