import { Link } from 'react-router-dom';
import { UrgentHelp } from '../../components/UrgentHelp/UrgentHelp';
import { Words } from '../../components/Words/Words';
import { currentLanguage, pathIn } from '../../content/languages';
import { offlinePage, pageMeta } from '../../content/site';
import { routeTable } from '../../content/routeTable';
import { KEPT_LIST, KEPT_PAGE, NONE_KEPT } from '../../shared/offlinePage';
import styles from '../page.module.css';

/**
 * The page the service worker answers with when there is no connection and the page asked for
 * is not kept on the phone (docs/offline.md). Built once per language, with no script (like the
 * service's own pages): it must work on a phone that has nothing else.
 *
 * It lists every page of its language, each hidden; the service worker shows the ones it keeps
 * as it answers (src/serviceWorker/offlineAnswer.ts), and the list only when there is one. The
 * helplines are there in full: a call needs no data.
 */
export function OfflinePage() {
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <Words>{offlinePage.heading}</Words>
      </h1>
      <p>
        <Words>{offlinePage.lead}</Words>
      </p>
      <section aria-labelledby="kept-pages">
        <h2 id="kept-pages">
          <Words>{offlinePage.keptHeading}</Words>
        </h2>
        <div {...{ [KEPT_LIST]: '' }} hidden>
          <p>
            <Words>{offlinePage.keptIntro}</Words>
          </p>
          <ul>
            {routeTable.map(({ id, path }) => (
              <li key={id} {...{ [KEPT_PAGE]: pathIn(currentLanguage, path) }} hidden>
                <Link to={path}>
                  <Words>{pageMeta[id].navLabel}</Words>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <p {...{ [NONE_KEPT]: '' }}>
          <Words>{offlinePage.noneKept}</Words>
        </p>
      </section>
      <p>
        <Words>{offlinePage.callsNeedNoData}</Words>
      </p>
      <UrgentHelp variant="full" />
    </div>
  );
}
