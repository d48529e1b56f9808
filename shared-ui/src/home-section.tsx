// The home page's sections (document 2, 2.10) come from several remotes and load in two steps: the remote's code,
// then the section's data. Both steps draw the same skeleton, of the section's final size, so nothing on the page
// moves as sections arrive: the host draws it from the section's shape before the code is there, the section draws
// it while its data loads.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { CardSkeleton } from '@club/shared-ui/card';
import {
  Carousel,
  useCarouselRoleDescription,
  useItemsPerView,
  type CarouselProps,
} from '@club/shared-ui/carousel';
import { cx } from '@club/shared-ui/cx';
import { Link } from '@club/shared-ui/router';
import { Skeleton } from '@club/shared-ui/skeleton';
import { useTranslation } from '@club/shared-ui/translation';
import type { Load } from '@club/shared-ui/use-load';
import './texts';
import styles from './home-section.module.css';
import slideStyles from './home-section-slides.module.css';

/**
 * How a section's cards show their pictures: 16:9 photos filling their box (posters, banners, posts), or square
 * portraits filling theirs (people). Without it a card's picture is square and shown whole (products).
 */
export type HomePictures = 'photos' | 'portraits';

/**
 * What a carousel section's slides are: cards (CardSkeleton's boxes), quotes (a text over a person, in
 * `homeSlideStyles.quote`) or logos (in `homeSlideStyles.logo`).
 */
export type HomeSlide = 'card' | 'quote' | 'logo';

/** A section of cards: a row of them, with or without a description, and with or without a 'See all' link. */
export interface HomeCardsShape {
  withText: boolean;
  withMore?: boolean;
  pictures?: HomePictures;
  /** Cards too wide for two a row on a phone (a booking's players and its Join): one a row there. */
  wide?: boolean;
}

/** A section whose items take turns in a carousel: its slides in view at once and what they are. */
export interface HomeCarouselShape {
  carousel: { perView: CarouselProps<unknown>['perView']; slide: HomeSlide };
  /** Whether card slides carry a description. */
  withText?: boolean;
  /** How card slides show their pictures. */
  pictures?: HomePictures;
}

/** How a home section looks while it loads: a heading over a row of cards, or over a carousel. */
export type HomeSectionShape = HomeCardsShape | HomeCarouselShape;

/**
 * The class names of a carousel section's slides, whose boxes its skeleton draws: `quote` (the frame of a quote:
 * `quoteText`, four lines on a desktop and six on a phone, over `person`: a `portrait`, and in `who` a `name` and a
 * `role`) and `logo` (a box of 6 rem, 5 rem on a phone, around a `logoImage` shown whole; a link when it is an `a`).
 */
export const homeSlideStyles = slideStyles;

/** The class of a home section's grid of items: four a row, two on a phone (the gallery's pictures use it too). */
export const homeGridClassName = styles.cards;

/** The class of a section's grid of cards, one a row on a phone when they are wide. */
const cardsClass = (wide: boolean | undefined) => cx(styles.cards, wide && styles.wide);

/** Cards a section shows while it loads: a row on a desktop, two rows of two on a phone. */
const placeholderCards = 4;

/** The section's frame: its class, with the pictures of its cards (the custom properties of shared-ui's card). */
const sectionClass = (pictures: HomePictures | undefined) => cx(styles.section, pictures && styles[pictures]);

/** The heading's line while the section's code loads: the heading's box, and the link's room if it has one. */
function TopSkeleton({ withMore }: { withMore?: boolean }) {
  return (
    <div className={styles.top}>
      <div className={styles.heading}>
        <Skeleton shape="rect" width="12ch" height="100%" />
      </div>
      {withMore && <span className={styles.more} />}
    </div>
  );
}

function CardsSkeleton({ withText, wide }: { withText: boolean; wide?: boolean }) {
  return (
    <ul className={cardsClass(wide)} aria-hidden="true">
      {Array.from({ length: placeholderCards }, (_, index) => (
        <li key={index}>
          <CardSkeleton withText={withText} />
        </li>
      ))}
    </ul>
  );
}

/** A quote while it loads: the boxes of `homeSlideStyles.quote`. */
function QuoteSkeleton() {
  return (
    <div className={slideStyles.quote}>
      <span className={slideStyles.quoteText}>
        <Skeleton />
        <Skeleton />
        <Skeleton width="60%" />
      </span>
      <span className={slideStyles.person}>
        <Skeleton shape="circle" width="4rem" className={slideStyles.portrait} />
        <span className={slideStyles.who}>
          <Skeleton width="12rem" />
          <Skeleton width="8rem" />
        </span>
      </span>
    </div>
  );
}

function SlideSkeleton({ slide, withText = false }: { slide: HomeSlide; withText?: boolean }) {
  if (slide === 'card') return <CardSkeleton withText={withText} />;
  if (slide === 'quote') return <QuoteSkeleton />;
  return (
    <div className={slideStyles.logo}>
      <Skeleton shape="rect" height="100%" />
    </div>
  );
}

/**
 * A carousel while it loads: a view of skeleton slides (its items a row, with its gap) and the row of its pause
 * button and dots.
 */
function CarouselSkeleton({ shape }: { shape: HomeCarouselShape }) {
  const perView = useItemsPerView(shape.carousel.perView);
  const view: CSSProperties & { '--items-per-view': number } = { '--items-per-view': perView };
  return (
    <div aria-hidden="true">
      <div className={styles.view} style={view}>
        {Array.from({ length: perView }, (_, index) => (
          <div key={index}>
            <SlideSkeleton slide={shape.carousel.slide} withText={shape.withText} />
          </div>
        ))}
      </div>
      <div className={styles.controls} />
    </div>
  );
}

const isCarousel = (shape: HomeSectionShape): shape is HomeCarouselShape => 'carousel' in shape;

/** A home section before its code has arrived, as large as the section will be. */
export function HomeSectionSkeleton({ shape }: { shape: HomeSectionShape }) {
  return (
    <div className={sectionClass(shape.pictures)} aria-busy="true">
      {isCarousel(shape) ? (
        <>
          <TopSkeleton />
          <CarouselSkeleton shape={shape} />
        </>
      ) : (
        <>
          <TopSkeleton withMore={shape.withMore} />
          <CardsSkeleton withText={shape.withText} wide={shape.wide} />
        </>
      )}
    </div>
  );
}

/** Props of HomeSection. */
export interface HomeSectionProps {
  /** The section's heading. */
  title: string;
  /** Whether its content is still loading (the section is then busy). */
  busy: boolean;
  /** Where the section's 'See all' link leads, if it has one (its shape is then `withMore`). */
  more?: string;
  /** How the pictures of its cards show. */
  pictures?: HomePictures;
  /** What the section is, when it is more than a region (a carousel's role description). */
  roleDescription?: string;
  children: ReactNode;
}

/**
 * The frame of every home section: a region named by its one-line heading, with its 'See all' link on the heading's
 * line if it has one, over its content; busy while the content loads. The sections of cards and of a carousel are
 * drawn in it, and so is a section of the host's own (the gallery).
 */
export function HomeSection({ title, busy, more, pictures, roleDescription, children }: HomeSectionProps) {
  const { t } = useTranslation('ui');
  const headingId = useId();
  return (
    <section
      className={sectionClass(pictures)}
      aria-labelledby={headingId}
      aria-roledescription={roleDescription}
      aria-busy={busy || undefined}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {more && (
          <Link className={styles.more} to={more} aria-label={t('See all: {{section}}', { section: title })}>
            {t('See all')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Props of HomeCardsSection. */
export interface HomeCardsSectionProps<T extends { id: number }> {
  /** The section's heading. */
  title: string;
  /** The section's items as they load. */
  load: Load<T[]>;
  /** Whether the skeleton's cards carry a description (the cards that replace them may or may not). */
  withText: boolean;
  /** How the cards show their pictures (the skeleton's pictures take the same boxes). */
  pictures?: HomePictures;
  /** Draws one item's card. */
  card: (item: T) => ReactNode;
  /** Where the section's 'See all' link leads, if it has one (its shape is then `withMore`). */
  more?: string;
  /** Whether its cards take a phone's whole width (its shape is then `wide`). */
  wide?: boolean;
}

/** Whether a section has nothing to show: a list that failed to load (logged, document 1, 8) or came back empty. */
const hasNothing = (load: Load<unknown[]>) =>
  load.state === 'failed' || (load.state === 'loaded' && load.data.length === 0);

/**
 * A home section of cards: its heading, with its 'See all' link if it has one, over its items' cards. While they
 * load the section is busy and shows skeleton cards; a list that failed to load or came back empty shows nothing at
 * all, so the home page never holds a heading over nothing.
 *
 * Each card stands over an invisible skeleton card: its cell is never less tall than the skeleton that held its
 * place, so nothing below moves when the cards arrive, whatever parts a card shows (a card leaves out the text it
 * does not have instead of drawing an empty box for it).
 */
export function HomeCardsSection<T extends { id: number }>({
  title,
  load,
  withText,
  pictures,
  card,
  more,
  wide,
}: HomeCardsSectionProps<T>) {
  if (hasNothing(load)) return null;
  return (
    <HomeSection title={title} busy={load.state === 'loading'} more={more} pictures={pictures}>
      {load.state === 'loaded' ? (
        <ul className={cardsClass(wide)}>
          {load.data.map((item) => (
            <li key={item.id} className={styles.sized}>
              <CardSkeleton withText={withText} />
              {card(item)}
            </li>
          ))}
        </ul>
      ) : (
        <CardsSkeleton withText={withText} wide={wide} />
      )}
    </HomeSection>
  );
}

/** Props of HomeCarouselSection: a section's heading and items as they load, and the carousel they show in. */
export interface HomeCarouselSectionProps<T> extends Omit<CarouselProps<T>, 'items'> {
  title: string;
  load: Load<T[]>;
  /** What the slides are: the skeleton's slides take their boxes (every slide has a fixed height). */
  slide: HomeSlide;
  /** Whether card slides carry a description. */
  withText?: boolean;
  /** How card slides show their pictures. */
  pictures?: HomePictures;
}

/**
 * A home section whose items take turns in shared-ui's carousel: its heading over the carousel, the two named and
 * described as a carousel (WAI-ARIA). While the items load it is busy and draws the carousel's boxes: a view of
 * skeleton slides and the row of the pause button and dots, so nothing moves when the slides arrive. A list that
 * failed to load (logged only) or came back empty shows nothing at all.
 *
 * A card slide stands over an invisible skeleton card, as the cards of HomeCardsSection. A carousel of a single view
 * draws no pause button and no dots; their row's room is kept all the same, so the section is as tall as its
 * skeleton whatever the number of items.
 */
export function HomeCarouselSection<T>({
  title,
  load,
  slide,
  withText = false,
  pictures,
  renderItem,
  ...carousel
}: HomeCarouselSectionProps<T>) {
  const roleDescription = useCarouselRoleDescription();
  const perView = useItemsPerView(carousel.perView);
  if (hasNothing(load)) return null;
  const renderSlide: CarouselProps<T>['renderItem'] =
    slide === 'card'
      ? (item, index) => (
          <div className={styles.sized}>
            <CardSkeleton withText={withText} />
            {renderItem(item, index)}
          </div>
        )
      : renderItem;
  return (
    <HomeSection
      title={title}
      busy={load.state === 'loading'}
      pictures={pictures}
      roleDescription={roleDescription}
    >
      {load.state === 'loaded' ? (
        <>
          <Carousel items={load.data} renderItem={renderSlide} {...carousel} />
          {load.data.length <= perView && <div className={styles.controls} />}
        </>
      ) : (
        <CarouselSkeleton shape={{ carousel: { perView: carousel.perView, slide }, withText, pictures }} />
      )}
    </HomeSection>
  );
}
