import { useId } from 'react';
import { listTextBlocks } from '@club/shared-contracts/api/content';
import type { TextBlock } from '@club/shared-contracts/entities';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { cardStyles as card } from '@club/shared-ui/card';
import { HomeCarouselSection } from '@club/shared-ui/home-section';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import { plainText } from '@club/shared-ui/safe-html';
import { portraitSize, rowCards } from './home-cards';
import './texts';
import styles from './home-cards.module.css';

// The first 15 members (document 2, 9), newest first. One request function for the life of the page.
const teamMembers = () => listTextBlocks('Teams').then((answer) => answer.rowData);

/** Team members in view at once: a row of cards as the home page's other sections, two on a phone. */
export const teamPerView = { desktop: rowCards, mobile: 2 } as const;

/**
 * How long each view of the team stays, in ms. The specification sets no pace for the team: 6 s gives time to read
 * four cards' names, roles and two lines about each before the next ones come.
 */
export const teamAutoplayMs = 6000;

/** A member of the club's team: portrait, name, role (the block's small text) and a few words about them. */
function MemberCard({ member }: { member: TextBlock }) {
  const headingId = useId();
  const text = plainText(member.text);
  return (
    <article className={card.card} aria-labelledby={headingId}>
      <UploadImage file={member.image} className={card.image} width={portraitSize} height={portraitSize} />
      <h3 id={headingId} className={card.title}>
        {member.title}
      </h3>
      {member.smalText && <p className={styles.line}>{member.smalText}</p>}
      {text && <p className={card.text}>{text}</p>}
    </article>
  );
}

/**
 * Team (document 2, 2.10, 14): the club's people, up to 15, as cards taking turns four at a time (two on a phone).
 * A carousel rather than rows of cards: the section keeps one height whatever the number of members (nothing below
 * it moves when they arrive) and a phone does not scroll through eight rows of them.
 */
function TeamSection() {
  const { t } = useTranslation('content');
  const load = useLoad('team', teamMembers);
  return (
    <HomeCarouselSection
      title={t('Our team')}
      load={load}
      slide="card"
      withText
      pictures="portraits"
      itemKey={(member) => member.id}
      renderItem={(member) => <MemberCard member={member} />}
      perView={teamPerView}
      autoplayMs={teamAutoplayMs}
    />
  );
}

/** The team section of the home page (`./team-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = TeamSection;
