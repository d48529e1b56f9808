import { useId } from 'react';
import { listTextBlocks } from '@club/shared-contracts/api/content';
import type { TextBlock } from '@club/shared-contracts/entities';
import type { HomeSectionModule } from '@club/shared-contracts/remote-modules';
import { HomeCarouselSection, homeSlideStyles as styles } from '@club/shared-ui/home-section';
import { SafeHtml } from '@club/shared-ui/safe-html';
import { useTranslation } from '@club/shared-ui/translation';
import { UploadImage } from '@club/shared-ui/upload-image';
import { useLoad } from '@club/shared-ui/use-load';
import './texts';

// The first 15 testimonials (document 2, 9), newest first. One request function for the life of the page.
const testimonials = () => listTextBlocks('Testimonials').then((answer) => answer.rowData);

/** One testimonial in view at once, on a desktop as on a phone. */
export const testimonialsPerView = { desktop: 1, mobile: 1 } as const;

/** How long each testimonial stays, in ms: the specification's speed of 5 s (document 2, 2.10). */
export const testimonialsAutoplayMs = 5_000;

/** How long the first testimonial stays before the carousel starts moving: its autoplay delay of 10 s. */
export const testimonialsFirstMoveMs = 10_000;

/** The side of a testimonial's portrait in pixels. */
const portraitSize = 64;

// The club writes a testimonial as plain text or as HTML (its editor's paragraphs and emphasis).
const looksLikeHtml = (text: string) => /<[a-z][^>]*>/i.test(text);

/** A testimonial: the quote (sanitized when it is HTML) over the person's portrait, name and who they are. */
function Testimonial({ testimonial }: { testimonial: TextBlock }) {
  const nameId = useId();
  return (
    <figure className={styles.quote} aria-labelledby={nameId}>
      <blockquote className={styles.quoteText}>
        {looksLikeHtml(testimonial.text) ? <SafeHtml html={testimonial.text} /> : <p>{testimonial.text}</p>}
      </blockquote>
      <figcaption className={styles.person}>
        <UploadImage
          file={testimonial.image}
          className={styles.portrait}
          width={portraitSize}
          height={portraitSize}
        />
        <span className={styles.who}>
          <h3 id={nameId} className={styles.name}>
            {testimonial.title}
          </h3>
          {testimonial.smalText && <span className={styles.role}>{testimonial.smalText}</span>}
        </span>
      </figcaption>
    </figure>
  );
}

/** Testimonials (document 2, 2.10, 13): what customers say of the club, one at a time. */
function TestimonialsSection() {
  const { t } = useTranslation('content');
  const load = useLoad('testimonials', testimonials);
  return (
    <HomeCarouselSection
      title={t('Testimonials')}
      load={load}
      slide="quote"
      itemKey={(testimonial) => testimonial.id}
      renderItem={(testimonial) => <Testimonial testimonial={testimonial} />}
      perView={testimonialsPerView}
      autoplayMs={testimonialsAutoplayMs}
      firstMoveMs={testimonialsFirstMoveMs}
    />
  );
}

/** The testimonials section of the home page (`./testimonials-section`). */
export const HomeSection: HomeSectionModule['HomeSection'] = TestimonialsSection;
