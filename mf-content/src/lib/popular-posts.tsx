import { useId } from 'react';
import { getPosts } from '@club/shared-contracts/api/content';
import type { PostSummary } from '@club/shared-contracts/entities';
import { useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import './texts';
import styles from './popular-posts.module.css';

/** How many popular posts the side panel shows (document 3, 9). */
export const popularPostCount = 2;
/** The size of a popular post's picture, in pixels. */
export const popularPostImage = { width: 96, height: 72 } as const;

const loadPopularPosts = () => getPosts(popularPostCount, true).then((answer) => answer.model);

function PopularPost({ post }: { post: PostSummary }) {
  const formatDate = useFormatDate();
  return (
    <li className={styles.post}>
      <UploadImage
        file={post.image}
        className={styles.image}
        width={popularPostImage.width}
        height={popularPostImage.height}
      />
      <div className={styles.text}>
        <Link className={styles.title} to={paths.post(post.id)}>
          {post.title}
        </Link>
        <time className={styles.date} dateTime={post.created}>
          {formatDate.dateOnly(post.created)}
        </time>
      </div>
    </li>
  );
}

/**
 * The popular-posts side panel of the post and activity pages: the two most read posts, each linking to its page. A
 * failed load is logged only (document 3, 8), and the panel then stays empty under its heading.
 */
export function PopularPosts({ className }: { className?: string }) {
  const { t } = useTranslation('content');
  const headingId = useId();
  const posts = useLoad('popular posts', loadPopularPosts);
  return (
    <aside className={className} aria-labelledby={headingId} aria-busy={posts.state === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        {t('Popular posts')}
      </h2>
      <ul className={styles.posts}>
        {posts.state === 'loading' &&
          Array.from({ length: popularPostCount }, (_, index) => (
            <li key={index} className={styles.post} aria-hidden="true">
              <Skeleton shape="rect" className={styles.image} />
              <div className={styles.text}>
                <Skeleton width="90%" />
                <Skeleton width="40%" />
              </div>
            </li>
          ))}
        {posts.state === 'loaded' && posts.data.map((post) => <PopularPost key={post.id} post={post} />)}
      </ul>
    </aside>
  );
}
