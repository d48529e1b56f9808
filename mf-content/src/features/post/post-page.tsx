import { useFormatDate } from '@club/shared-contracts/dates';
import type { TextBlock } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { NotFound } from '@club/shared-ui/not-found';
import { useParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { useSiteOrigin } from '@club/shared-ui/site-origin';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import type { Load } from '@club/shared-ui/use-load';
import { usePageHead } from '@club/shared-ui/page-head';
import { PopularPosts } from '../../lib/popular-posts';
import { usePost } from './post-loading';
import { ShareLinks } from './share-links';
import './texts';
import styles from './post-page.module.css';

/** The size of the post's picture in pixels (the posts' pictures are 16:9). */
export const postImage = { width: 1200, height: 675 } as const;

function PostArticle({ post }: { post: TextBlock }) {
  const { t } = useTranslation('content');
  const formatDate = useFormatDate();
  const origin = useSiteOrigin();
  usePageHead({ type: 'article', description: post.smalText, image: post.image });
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{post.title}</h1>
      {post.smalText && <p className={styles.lead}>{post.smalText}</p>}
      <p className={styles.meta}>
        <time dateTime={post.created}>{formatDate.dateOnly(post.created)}</time>
        {post.name && <span>{t('By {{author}}', { author: post.name })}</span>}
      </p>
      <UploadImage
        file={post.image}
        className={styles.image}
        width={postImage.width}
        height={postImage.height}
        priority="high"
      />
      <SafeHtml className={styles.text} html={post.text} />
      <ShareLinks url={`${origin}${paths.post(post.id)}`} title={post.title} />
    </article>
  );
}

/** The article's place while it loads: title, lead, date, picture and text in their boxes. */
function PostSkeleton() {
  return (
    <div className={styles.article} aria-hidden="true">
      <Skeleton className={styles.title} width="70%" />
      <Skeleton width="90%" />
      <Skeleton width="30%" />
      <Skeleton shape="rect" height="auto" className={styles.image} />
      <Skeleton />
      <Skeleton width="85%" />
    </div>
  );
}

/**
 * The post, or its skeleton while it loads, beside the popular posts; the page is titled after the post. After a
 * failed load (logged only) the popular posts stay, without a skeleton that would wait forever.
 */
function PostFrame({ post }: { post: Load<TextBlock> }) {
  useDocumentTitle(post.state === 'loaded' ? post.data.title : undefined);
  return (
    <div className={styles.page} aria-busy={post.state === 'loading'}>
      {post.state === 'loaded' && <PostArticle post={post.data} />}
      {post.state === 'loading' && <PostSkeleton />}
      {/* After the post, so that on a phone, where it comes below, it never moves down when the post arrives. */}
      {post.state !== 'loading' && <PopularPosts className={styles.aside} />}
    </div>
  );
}

/**
 * A post (/post/{id}, document 3, 2 Blog): title, small text, date, author, picture, the sanitized HTML text and
 * the share icons, beside the popular posts. An id that names no post shows the not-found page (titled as such); a
 * failed load is logged only (document 3, 8) and the page keeps its frame.
 */
export function PostPage() {
  const { id } = useParams();
  const post = usePost(id);
  if (post.state !== 'loaded') return <PostFrame post={post} />;
  return post.data === null ? <NotFound /> : <PostFrame post={{ state: 'loaded', data: post.data }} />;
}
