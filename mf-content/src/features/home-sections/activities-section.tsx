import { useId } from 'react';
import { listActivities } from '@club/shared-contracts/api/activities';
import { useFormatDate } from '@club/shared-contracts/dates';
import type { ActivitySummary } from '@club/shared-contracts/entities';
import { paths } from '@club/shared-contracts/paths';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { cardStyles as card } from '@club/shared-ui/card';
import { cx } from '@club/shared-ui/cx';
import { HomeCardsSection } from '@club/shared-ui/home-section';
import { Link } from '@club/shared-ui/router';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import { SeeMoreCue, photoSize, rowCards } from './home-cards';
import './texts';
import styles from './home-cards.module.css';

// The next activities to start (the list comes soonest first), one row of them like the home page's other sections,
// so the section is as tall as its skeleton. One request function for the life of the page, as useLoad wants.
const nextActivities = () => listActivities().then((answer) => answer.model.slice(0, rowCards));

/**
 * An activity: its poster, its name linking to its page (the whole card is the link) and the day it starts, the date
 * alone so that it fits a phone's half-width card on one line.
 */
function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const formatDate = useFormatDate();
  const headingId = useId();
  return (
    <article className={cx(card.card, styles.linked)} aria-labelledby={headingId}>
      <UploadImage
        file={activity.poster}
        className={card.image}
        width={photoSize.width}
        height={photoSize.height}
      />
      <h3 id={headingId} className={card.title}>
        <Link className={styles.link} to={paths.activity(activity.id)}>
          {activity.name}
        </Link>
      </h3>
      <time className={styles.line} dateTime={activity.start}>
        {formatDate.dateOnly(activity.start)}
      </time>
      <SeeMoreCue />
    </article>
  );
}

/** Activities (document 2, 2.10, 6): the next activities, each leading to its page to sign up. */
function ActivitiesSection() {
  const { t } = useTranslation('content');
  const load = useLoad('activities', nextActivities);
  return (
    <HomeCardsSection
      title={t('Activities')}
      load={load}
      withText={false}
      pictures="photos"
      card={(activity) => <ActivityCard activity={activity} />}
    />
  );
}

/** The activities section of the home page (`./activities-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = ActivitiesSection;
