import { Link } from 'react-router-dom';
import { ContentImage } from '../../components/ContentImage/ContentImage';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { Hero } from '../../components/Hero/Hero';
import { Icon } from '../../components/Icon/Icon';
import { UrgentHelp } from '../../components/UrgentHelp/UrgentHelp';
import { homeContent } from '../../content/home';
import { founder as person } from '../../content/site';
import styles from './HomePage.module.css';
import { Words } from '../../components/Words/Words';

/** Who the founder is, by name and role, beside their portrait (or its frame, until given). */
function FounderPerson() {
  return (
    <div className={styles.person}>
      {person.portrait ? (
        <ContentImage
          image={person.portrait}
          sizes="(min-width: 56rem) 11rem, 8rem"
          className={styles.portrait}
        />
      ) : (
        // Until site.yaml gives the portrait, a drawn frame holds its place, so the
        // column keeps the shape it will have. A drawing of nobody: hidden, not a picture.
        <span className={`${styles.portrait} ${styles.portraitFrame}`} aria-hidden="true">
          <Icon name="person" />
        </span>
      )}
      <p>
        {/* The name once it is given; until then the role alone (standIns.ts). */}
        {person.name ? (
          <>
            <strong className={styles.name}>
              <Words>{person.name}</Words>
            </strong>
            <br />
          </>
        ) : null}
        <Words>{person.role}</Words>
      </p>
    </div>
  );
}

/**
 * The founder: who they are and why, beside what they do (two columns on wide screens), then
 * links on to the story and the impact.
 */
function Founder() {
  const { founder } = homeContent;
  return (
    <section aria-labelledby="founder" className={`${styles.band} ${styles.alt}`}>
      {/* Wide screens: who the founder is and why, beside what the founder does. */}
      <div className={`container ${styles.founder}`}>
        <div className={styles.founderIntro}>
          <h2 id="founder">
            <Words>{founder.heading}</Words>
          </h2>
          <FounderPerson />
          {founder.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Words>{paragraph}</Words>
            </p>
          ))}
        </div>
        <div className={styles.founderWork}>
          <h3 id="founder-roles">
            <Words>{founder.rolesHeading}</Words>
          </h3>
          <ul aria-labelledby="founder-roles" className={styles.roles}>
            {founder.roles.map((role) => (
              <li key={role}>
                <Words>{role}</Words>
              </li>
            ))}
          </ul>
          <ul className={styles.links}>
            {founder.links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.cta}>
                  <Words>{link.label}</Words>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/** Home ('/'): the welcome, what the project does, and who runs it (docs/spec/product.md §2.5). */
export function HomePage() {
  const { hero, whatWeDo } = homeContent;
  return (
    <>
      <Hero heading={hero.heading} tagline={hero.tagline} image={hero.image} size="full">
        {/* What a visitor most often came for: the book itself, and a way to reach us. */}
        <ul className={styles.heroActions}>
          <li>
            <ExternalLink link={hero.actions.book} className={styles.heroAction} />
          </li>
          <li>
            <Link to={hero.actions.contact.to} className={styles.heroAction}>
              <Words>{hero.actions.contact.label}</Words>
            </Link>
          </li>
        </ul>
      </Hero>

      {/* Right after the welcome: the first thing a young person in trouble may need. */}
      <div className={`container ${styles.urgent}`}>
        <UrgentHelp variant="full" />
      </div>

      <section aria-labelledby="what-we-do" className={styles.band}>
        <div className={`container ${styles.split}`}>
          <div className={styles.text}>
            <h2 id="what-we-do">
              <Words>{whatWeDo.heading}</Words>
            </h2>
            {whatWeDo.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <Words>{paragraph}</Words>
              </p>
            ))}
          </div>
          <figure className={styles.figure}>
            {/* Half the content width beside the text on wide screens, the full width below. */}
            <ContentImage
              image={whatWeDo.image}
              sizes="(min-width: 56rem) 34rem, calc(100vw - 2rem)"
              className={styles.image}
            />
            {/* A paragraph, not a <figcaption>: a figcaption names its figure, and Orca 43 with
                Firefox says that name on entering the figure unless the caption is on screen
                (Gecko's "showing", which a say-all reaches before the page scrolls), then reads
                the caption itself: the sentence twice (issue 46). The figure still groups the
                picture with its words ("figure" … "leaving figure"). */}
            <p className={styles.caption}>
              <Words>{whatWeDo.imageCaption}</Words>
            </p>
          </figure>
        </div>
      </section>

      <Founder />
    </>
  );
}
