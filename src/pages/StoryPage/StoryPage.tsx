import { Fragment } from 'react';
import { ContentImage } from '../../components/ContentImage/ContentImage';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { Hero } from '../../components/Hero/Hero';
import { storyContent } from '../../content/story';
import { notGivenYet } from '../../content/site';
import styles from './StoryPage.module.css';
import { Words } from '../../components/Words/Words';

/**
 * How common mental health problems are: each figure with a link to where it comes from, in the
 * notes below it, and each note with a link back.
 */
function Prevalence() {
  const { prevalence } = storyContent;
  const { notes } = prevalence.sources;
  return (
    <section aria-labelledby="prevalence" className={styles.prevalence}>
      <h2 id="prevalence">
        <Words>{prevalence.heading}</Words>
      </h2>
      {prevalence.paragraphs.map((paragraph, index) => (
        <p key={paragraph}>
          <Words>{paragraph}</Words>
          {/* Where the figure comes from: a link to its note, which links back here. */}
          {notes
            .filter((note) => note.paragraph === index)
            .map((note) => (
              <Fragment key={note.id}>
                {' '}
                <a id={`ref-${note.id}`} href={`#note-${note.id}`} className={styles.reference}>
                  <Words>{note.reference}</Words>
                </a>
              </Fragment>
            ))}
        </p>
      ))}
      <h3 id="sources">
        <Words>{prevalence.sources.heading}</Words>
      </h3>
      <ol aria-labelledby="sources" className={styles.sources}>
        {notes.map((note) => (
          // Focusable by script only, so that following a reference's link puts focus (and a
          // screen reader) on the note, not just the scroll position.
          <li key={note.id} id={`note-${note.id}`} tabIndex={-1}>
            {/* A study not named yet is said so, never its stand-in (standIns.ts). */}
            <Words>{note.text ?? notGivenYet.source}</Words>
            {note.link ? (
              <>
                {' '}
                <ExternalLink link={note.link} />
              </>
            ) : null}{' '}
            <a href={`#ref-${note.id}`} className={styles.back}>
              <Words>{note.back}</Words>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Where the project is today: each figure and its label one list item, heard together. */
function TodayInFigures() {
  const { today } = storyContent;
  return (
    <section aria-labelledby="today" className={styles.today}>
      <div className="container">
        <h2 id="today">
          <Words>{today.heading}</Words>
        </h2>
        <ul className={styles.stats}>
          {today.stats.map((stat) => (
            <li key={stat.value} className={styles.stat}>
              {/* One list item, so the number and its label are heard together. */}
              <span className={styles.statValue}>
                <Words>{stat.value}</Words>
              </span>{' '}
              <span className={styles.statLabel}>
                <Words>{stat.label}</Words>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/**
 * The Story ('/about'): why the project began and where it is today (docs/spec/product.md §2.6).
 */
export function StoryPage() {
  const { hero, quote, rationale, vision } = storyContent;
  return (
    <>
      <Hero heading={hero.heading} tagline={hero.tagline} image={hero.image} />

      {/* The quote and the three sections: two columns from 64rem (StoryPage.module.css). */}
      <div className={`container ${styles.story}`}>
        <figure className={styles.quote}>
          <ContentImage
            image={quote.image}
            sizes="(min-width: 64rem) 34rem, (min-width: 56rem) 28rem, calc(100vw - 2rem)"
            className={styles.quoteImage}
          />
          {/* The quote and its caption are the figure's own children (a figcaption must be): the
              grid puts them beside the picture. */}
          <blockquote className={styles.blockquote}>
            <p>
              <Words>{quote.text}</Words>
            </p>
          </blockquote>
          <figcaption className={styles.attribution}>
            <Words>{quote.attribution}</Words>
          </figcaption>
        </figure>

        <Prevalence />

        <section aria-labelledby="rationale" className={styles.rationale}>
          <h2 id="rationale">
            <Words>{rationale.heading}</Words>
          </h2>
          {rationale.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Words>{paragraph}</Words>
            </p>
          ))}
          <p>
            <Words>{rationale.mediaIntro}</Words>
          </p>
          <ul className={styles.mediaLinks}>
            {rationale.links.map((item) => (
              <li key={item.link.href}>
                {/* The spec's short words in bold, then what the link opens, seen by everyone. */}
                <ExternalLink
                  link={item.link}
                  emphasis={item.shortText}
                  className={styles.mediaLink}
                />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="vision" className={styles.vision}>
          <h2 id="vision">
            <Words>{vision.heading}</Words>
          </h2>
          {vision.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Words>{paragraph}</Words>
            </p>
          ))}
        </section>
      </div>

      <TodayInFigures />
    </>
  );
}
