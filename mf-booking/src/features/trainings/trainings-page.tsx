import { useMemo } from 'react';
import { getTrainings } from '@club/shared-contracts/api/trainings';
import { useFormatDate } from '@club/shared-contracts/dates';
import { paths } from '@club/shared-contracts/paths';
import { useSession } from '@club/shared-contracts/session';
import type { TrainingSummary } from '@club/shared-contracts/training-entities';
import { Accordion } from '@club/shared-ui/accordion';
import { useDocumentTitle } from '@club/shared-ui/document-title';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import { useLoad } from '@club/shared-ui/use-load';
import './texts';
import styles from './trainings.module.css';

/**
 * Trainings (document 2, 2.9; document 3, 2): Next Trainings, open, each linking to its detail, and Past Trainings,
 * closed and not clickable; each item shows start, duration and description. A failed load is logged only.
 */
export function TrainingsPage() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('Trainings'));
  const customerId = useSession().customer?.currentId ?? null;
  const request = useMemo(
    () => (customerId === null ? null : () => getTrainings(customerId).then((answer) => answer.model)),
    [customerId],
  );
  const load = useLoad('trainings', request);
  return (
    <div className={styles.page} aria-busy={load.state === 'loading'}>
      <h1 className={styles.title}>{t('Trainings')}</h1>
      {load.state === 'loading' && (
        <div className={styles.skeleton}>
          <Skeleton shape="rect" height="3rem" />
          <Skeleton shape="rect" height="10rem" />
          <Skeleton shape="rect" height="3rem" />
        </div>
      )}
      {load.state === 'loaded' && (
        <Accordion
          headingLevel={2}
          items={[
            {
              id: 'next',
              title: t('Next Trainings'),
              defaultExpanded: true,
              content: <TrainingList trainings={load.data.next} linked />,
            },
            {
              id: 'past',
              title: t('Past Trainings'),
              content: <TrainingList trainings={load.data.past} linked={false} />,
            },
          ]}
        />
      )}
    </div>
  );
}

function TrainingList({ trainings, linked }: { trainings: TrainingSummary[]; linked: boolean }) {
  const { t } = useTranslation('booking');
  const { date } = useFormatDate();
  if (trainings.length === 0) return <p className={styles.empty}>{t('No trainings')}</p>;
  return (
    <ul className={styles.list}>
      {trainings.map((training) => {
        const summary = (
          <>
            <span className={styles.start}>{date(training.start)}</span>
            <span className={styles.duration}>{t('{{minutes}} min', { minutes: training.duration })}</span>
            <span className={styles.description}>{training.description}</span>
          </>
        );
        return (
          <li key={training.id}>
            {linked ? (
              <Link to={paths.training(training.id)} className={styles.item}>
                {summary}
              </Link>
            ) : (
              <div className={styles.item}>{summary}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
