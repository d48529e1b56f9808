import { useId } from 'react';
import { useFormatDate } from '@club/shared-contracts/dates';
import { useFormatPrice } from '@club/shared-contracts/price';
import { paths } from '@club/shared-contracts/paths';
import { CopyButton } from '@club/shared-ui/copy-button';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { NotFound } from '@club/shared-ui/not-found';
import { Price } from '@club/shared-ui/price';
import { useParams } from '@club/shared-ui/router';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useSiteOrigin } from '@club/shared-ui/site-origin';
import { usePageHead } from '@club/shared-ui/page-head';
import { activityIdOf, useActivity, useViewerId, type ActivityDetail } from './activity-loading';
import { PopularPosts } from '../../lib/popular-posts';
import { SignUpButton } from './sign-up-button';
import './texts';
import styles from './activity-page.module.css';

/** The activity poster's size in pixels (document 3, 9). */
export const activityPoster = { width: 770, height: 430 } as const;

function ActivitySkeleton() {
  return (
    <div className={styles.activity} aria-hidden="true">
      <Skeleton className={styles.nameSkeleton} />
      <Skeleton className={styles.datesSkeleton} width="60%" />
      <Skeleton shape="rect" className={styles.poster} />
      <div className={styles.actions}>
        <Skeleton shape="rect" className={styles.buttonSkeleton} />
        <Skeleton shape="rect" className={styles.buttonSkeleton} />
      </div>
      <Skeleton />
      <Skeleton width="90%" />
      <Skeleton width="70%" />
    </div>
  );
}

function ActivityView({ detail, viewerId }: { detail: ActivityDetail; viewerId: number | null }) {
  const { t } = useTranslation('content');
  const origin = useSiteOrigin();
  const formatDate = useFormatDate();
  const formatPrice = useFormatPrice();
  const headingId = useId();
  const { activity } = detail;
  useDocumentTitle(activity.name);
  usePageHead({ image: activity.poster });
  return (
    <article className={styles.activity} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.name}>
        {activity.name}
      </h1>
      <dl className={styles.dates}>
        <div>
          <dt>{t('Starts')}</dt>
          <dd>
            <time dateTime={activity.start}>{formatDate.date(activity.start)}</time>
          </dd>
        </div>
        {activity.end && (
          <div>
            <dt>{t('Ends')}</dt>
            <dd>
              <time dateTime={activity.end}>{formatDate.date(activity.end)}</time>
            </dd>
          </div>
        )}
        {/* What a sign-up costs, said before the customer signs up (beyond the specification: this API answers it). */}
        {activity.price !== undefined && (
          <div>
            <dt>{t('Price')}</dt>
            <dd>{activity.price > 0 ? <Price value={formatPrice(activity.price)} /> : t('Free')}</dd>
          </div>
        )}
      </dl>
      {/* The page's largest paint: loaded first, its box sized before it arrives. */}
      <UploadImage
        file={activity.poster}
        className={styles.poster}
        width={activityPoster.width}
        height={activityPoster.height}
        alt={activity.name}
        priority="high"
      />
      <div className={styles.actions}>
        {activity.onlineSignUp && <SignUpButton detail={detail} viewerId={viewerId} />}
        <CopyButton text={`${origin}${paths.activity(activity.id)}`}>{t('Share')}</CopyButton>
      </div>
      <SafeHtml className={styles.description} html={activity.description} />
    </article>
  );
}

/**
 * The activity page (/activity/{id}, document 3, 2 Activity detail): name, start and end, poster, the sanitized
 * description, Sign Up when the club takes sign-ups online, Share, and the popular posts beside it. An id that names
 * no activity shows the not-found page; a failed load is logged only.
 */
export function ActivityPage() {
  const id = activityIdOf(useParams().id);
  const viewerId = useViewerId();
  const detail = useActivity(id, viewerId);
  if (id === null || (detail.state === 'loaded' && detail.data === null)) return <NotFound />;
  return (
    <div className={styles.page}>
      <div className={styles.main} aria-busy={detail.state === 'loading'}>
        {detail.state === 'loading' && <ActivitySkeleton />}
        {detail.state === 'loaded' && detail.data && (
          <ActivityView detail={detail.data} viewerId={viewerId} />
        )}
      </div>
      {/* After the activity, so that on a phone, where it comes below, it never moves down when the activity arrives. */}
      {detail.state !== 'loading' && <PopularPosts className={styles.aside} />}
    </div>
  );
}
