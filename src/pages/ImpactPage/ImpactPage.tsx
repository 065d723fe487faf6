import { useRef } from 'react';
import { ContentImage } from '../../components/ContentImage/ContentImage';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { Hero } from '../../components/Hero/Hero';
import { VideoThumbnail } from '../../components/VideoThumbnail/VideoThumbnail';
import { impactContent, type ImpactSection } from '../../content/impact';
import { viewerWords } from '../../content/site';
import { ImpactViewer, loadViewer, usePrefetchNear, type ViewerHandle } from './ImpactViewer';
import styles from './ImpactPage.module.css';
import { Words } from '../../components/Words/Words';

/**
 * Impact ('/impact'): the seven parts of the work as one story, each with its key figures set
 * large, then the videos and the book (docs/spec/product.md §2.7). Choosing a video or a photo opens it in the lightbox at its index; closing returns focus
 * to the thumbnail that opened it.
 */
export function ImpactPage() {
  const { hero, sections, videos, books } = impactContent;
  const viewerRef = useRef<ViewerHandle>(null);
  const galleriesRef = useRef<HTMLDivElement>(null);
  usePrefetchNear(galleriesRef);

  return (
    <>
      <Hero heading={hero.heading} tagline={hero.tagline} image={hero.image} />

      {/* The story: one section after another, in one column, each with its key figures. */}
      <div className={`container ${styles.story}`}>
        {sections.map((section) => (
          <ImpactSectionView key={section.id} section={section} />
        ))}
      </div>

      <div ref={galleriesRef}>
        <section aria-labelledby="impact-in-motion" className={`${styles.band} ${styles.alt}`}>
          <div className="container">
            <h2 id="impact-in-motion">
              <Words>{videos.heading}</Words>
            </h2>
            {/* Without script the thumbnails are links to the files (VideoThumbnail), and the
                words say so: public/noscript.css hides the first paragraph then. */}
            <p className={styles.intro} data-needs-script="">
              <Words>{videos.intro}</Words>
            </p>
            <noscript>
              <p className={styles.intro}>
                <Words>{videos.introWithoutScript}</Words>
              </p>
            </noscript>
            <ul className={styles.videos}>
              {videos.items.map((video, index) => (
                <li key={video.id}>
                  <VideoThumbnail
                    video={video}
                    onOpen={() => viewerRef.current?.open('videos', index)}
                    onIntent={loadViewer}
                    transcriptLabel={viewerWords.transcript}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="book-being-distributed" className={styles.band}>
          <div className="container">
            <h2 id="book-being-distributed">
              <Words>{books.heading}</Words>
            </h2>
            <p className={styles.intro}>
              <Words>{books.intro}</Words>
            </p>
            <ul className={styles.books}>
              {books.images.map((image, index) => (
                <li key={image.src}>
                  {/* The photo is the button: its text alternative is the button's name. */}
                  <button
                    type="button"
                    className={styles.photoButton}
                    onClick={() => viewerRef.current?.open('books', index)}
                    onPointerEnter={loadViewer}
                    onFocus={loadViewer}
                  >
                    <ContentImage
                      image={image}
                      // Three across: 300 px beside three columns of videos, 192 px beside
                      // two, else a third of the window less its gutters and gaps.
                      sizes="(min-width: 63.5em) 300px, (min-width: 42.5em) 192px, calc(33vw - 1.5rem)"
                      className={styles.bookImage}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>

      <ImpactViewer ref={viewerRef} />
    </>
  );
}

function ImpactSectionView({ section }: { section: ImpactSection }) {
  return (
    <section aria-labelledby={section.id} className={styles.section}>
      <h2 id={section.id} className={styles.sectionHeading}>
        <Words>{section.heading}</Words>
      </h2>
      {section.figures ? (
        // Set large for the eye. A screen reader hears each figure once, in the sentence that
        // says it (the content check makes sure there is one), not here as well.
        <div className={styles.figures} aria-hidden="true" data-key-figures="">
          {section.figures.map((figure) => (
            <p key={figure.value} className={styles.figure}>
              <span className={styles.figureValue}>
                <Words>{figure.value}</Words>
              </span>{' '}
              <span className={styles.figureLabel}>
                <Words>{figure.label}</Words>
              </span>
            </p>
          ))}
        </div>
      ) : null}
      <div className={styles.body}>
        <ImpactSectionWords section={section} />
      </div>
    </section>
  );
}

function ImpactSectionWords({ section }: { section: ImpactSection }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <Words>{paragraph}</Words>
        </p>
      ))}
      {section.list ? (
        <>
          <p id={`${section.id}-list`}>
            <Words>{section.list.intro}</Words>
          </p>
          <ul aria-labelledby={`${section.id}-list`} className={styles.list}>
            {section.list.items.map((item) => (
              <li key={item}>
                <Words>{item}</Words>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {section.after?.map((paragraph) => (
        <p key={paragraph}>
          <Words>{paragraph}</Words>
        </p>
      ))}
      {section.links ? (
        <ul className={styles.links}>
          {section.links.map((item) =>
            'shortText' in item ? (
              <li key={item.link.href}>
                {/* The spec's short words in bold, then what the link opens, seen by everyone. */}
                <ExternalLink link={item.link} emphasis={item.shortText} className={styles.link} />
              </li>
            ) : (
              <li key={item.href}>
                <ExternalLink link={item} className={styles.link} />
              </li>
            ),
          )}
        </ul>
      ) : null}
      {section.image ? (
        <ContentImage
          image={section.image}
          sizes="(min-width: 40rem) 36rem, calc(100vw - 2rem)"
          className={styles.sectionImage}
        />
      ) : null}
    </>
  );
}
