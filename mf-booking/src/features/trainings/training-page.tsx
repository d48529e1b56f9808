import { useMemo, type ReactNode } from 'react';
import { getTraining } from '@club/shared-contracts/api/trainings';
import { useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { positiveWhole } from '@club/shared-contracts/positive-whole';
import { useSession } from '@club/shared-contracts/session';
import { uploadUrl, useSettings } from '@club/shared-contracts/settings';
import type { Training } from '@club/shared-contracts/training-entities';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Navigate, useParams } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { Tabs } from '@club/shared-ui/tabs';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import './texts';
import styles from './trainings.module.css';

/** The size of a video embed (document 2, 2.9). */
export const VIDEO_EMBED = { width: 249, height: 200 } as const;

/**
 * A training (document 2, 2.9): its start, duration and description, then the tabs Info (description, presented,
 * public comments), Gallery, Videos (embeds of 249 × 200) and Files (links). A failed load is logged only.
 */
export function TrainingPage() {
  const { t } = useTranslation('booking');
  const id = positiveWhole(useParams().id);
  const customerId = useSession().customer?.currentId ?? null;
  const request = useMemo(
    () =>
      customerId === null || id === null
        ? null
        : () => getTraining(customerId, id).then((answer) => answer.model),
    [customerId, id],
  );
  const load = useLoad('training', request);
  const training = load.state === 'loaded' ? load.data : null;
  useDocumentTitle(training?.description || t('Training'));
  if (id === null) return <Navigate replace to={paths.trainings()} />;
  return (
    <div className={styles.page} aria-busy={load.state === 'loading'}>
      {load.state === 'loading' && <Skeleton shape="rect" height="20rem" />}
      {training && <TrainingDetail training={training} />}
    </div>
  );
}

function TrainingDetail({ training }: { training: Training }) {
  const { t } = useTranslation('booking');
  const settings = useSettings();
  const { date } = useFormatDate();
  return (
    <>
      <h1 className={styles.title}>{training.description || t('Training')}</h1>
      <p className={styles.when}>
        {date(training.start)} · {t('{{minutes}} min', { minutes: training.duration })}
      </p>
      <Tabs
        label={t('Training details')}
        items={[
          {
            id: 'info',
            label: t('Info'),
            content: (
              <dl className={styles.info}>
                <dt>{t('Description')}</dt>
                <dd>{training.description}</dd>
                <dt>{t('Presented')}</dt>
                <dd>{training.presented ? t('Yes') : t('No')}</dd>
                <dt>{t('Public comments')}</dt>
                <dd className={styles.comments}>{training.publicComments}</dd>
              </dl>
            ),
          },
          {
            id: 'gallery',
            label: t('Gallery'),
            content: (
              <MediaList items={training.gallery} empty={t('No images')} className={styles.gallery}>
                {(image) => (
                  <li key={image.url}>
                    <img
                      src={uploadUrl(settings, image.url)}
                      alt={image.title}
                      width={image.width || undefined}
                      height={image.height || undefined}
                      loading="lazy"
                    />
                  </li>
                )}
              </MediaList>
            ),
          },
          {
            id: 'videos',
            label: t('Videos'),
            content: (
              <MediaList items={training.videos} empty={t('No videos')} className={styles.videos}>
                {(video) => (
                  <li key={video.url}>
                    <iframe
                      src={uploadUrl(settings, video.url)}
                      title={video.title}
                      width={VIDEO_EMBED.width}
                      height={VIDEO_EMBED.height}
                      loading="lazy"
                      allow="fullscreen; picture-in-picture"
                      referrerPolicy="no-referrer"
                    />
                    <p className={styles.videoTitle}>{video.title}</p>
                  </li>
                )}
              </MediaList>
            ),
          },
          {
            id: 'files',
            label: t('Files'),
            content: (
              <MediaList items={training.files} empty={t('No files')} className={styles.files}>
                {(file) => (
                  <li key={file.url}>
                    <a href={uploadUrl(settings, file.url)} target="_blank" rel="noopener noreferrer">
                      {file.title}
                    </a>
                  </li>
                )}
              </MediaList>
            ),
          },
        ]}
      />
    </>
  );
}

/** A tab's media as a list, or the text saying there is none. */
function MediaList<T>({
  items,
  empty,
  className,
  children,
}: {
  items: T[];
  empty: string;
  className: string | undefined;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className={styles.empty}>{empty}</p>;
  return <ul className={className}>{items.map(children)}</ul>;
}
