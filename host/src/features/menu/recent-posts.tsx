import { memo, useId } from 'react';
import { useTranslation } from '@club/shared-ui/translation';
import { getPosts } from '@club/shared-contracts/api/content';
import type { PostSummary } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useLoad } from '@club/shared-ui/use-load';
import styles from './menu.module.css';
import './texts';

/** How many recent posts the menu shows (document 1, 9). */
const recentPostCount = 2;

const recentPosts = (): Promise<PostSummary[]> =>
  getPosts(recentPostCount).then((answer) => answer.model.slice(0, recentPostCount));

const imageSize = 'var(--post-image-size)';
/** The image's size in pixels (3rem), given to the image before it arrives. */
const postImagePixels = 48;

/**
 * The menu's Recent Posts (desktop only; the menu does not render it on mobile): the newest posts with image and
 * title, each linking to the post. Placeholders hold the place while they load; a failed load is logged only.
 */
export const RecentPosts = memo(function RecentPosts() {
  const { t } = useTranslation('host');
  const settings = useSettings();
  const headingId = useId();
  const load = useLoad('recent posts', recentPosts);
  const posts = load.state === 'loaded' ? load.data : null;
  if (load.state === 'failed' || posts?.length === 0) return null;
  return (
    <section className={styles.posts} aria-labelledby={headingId} aria-busy={!posts || undefined}>
      {/* Not a heading: the page's own headings start in the main content. */}
      <p id={headingId} className={styles.postsTitle}>
        {t('Recent Posts')}
      </p>
      <ul className={styles.postList}>
        {posts
          ? posts.map((post) => (
              <li key={post.id}>
                <Link className={styles.post} to={paths.post(post.id)}>
                  <img
                    className={styles.postImage}
                    src={uploadUrl(settings, post.image)}
                    alt=""
                    width={postImagePixels}
                    height={postImagePixels}
                    loading="lazy"
                  />
                  <span>{post.title}</span>
                </Link>
              </li>
            ))
          : Array.from({ length: recentPostCount }, (_, index) => (
              <li key={index} className={styles.post}>
                <Skeleton shape="rect" width={imageSize} height={imageSize} />
                <Skeleton width="8rem" />
              </li>
            ))}
      </ul>
    </section>
  );
});
