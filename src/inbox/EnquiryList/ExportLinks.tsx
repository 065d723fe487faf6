import { inboxContent } from '../../content/inbox';
import { inboxApi } from '../../shared/inbox';
import { apiHref } from '../api';
import styles from '../Inbox.module.css';

const words = inboxContent.export;

export interface ExportLinksProps {
  /** The search the list shows, and how many it found: their own links first. None without one. */
  found?: { query: string; total: number } | undefined;
}

/**
 * Every enquiry as a file, CSV or JSON: download links to the API, which answers with the same
 * bytes as `npm run enquiries -- --csv` and `--json`. While a search is shown, the enquiries it
 * found too (`?query=`): one person's copy of what is kept about them.
 */
export function ExportLinks({ found }: ExportLinksProps) {
  return (
    <>
      {found && found.total > 0 ? (
        <section aria-labelledby="export-found-heading" className={styles.section}>
          <h2 id="export-found-heading">{words.found.heading(found.total, found.query)}</h2>
          <p>{words.found.note}</p>
          <DownloadLinks
            query={found.query}
            labels={{ csv: words.found.csv, json: words.found.json }}
          />
        </section>
      ) : null}
      <section aria-labelledby="export-heading" className={styles.section}>
        <h2 id="export-heading">{words.heading}</h2>
        <p>{words.note}</p>
        <DownloadLinks labels={words} />
      </section>
    </>
  );
}

function DownloadLinks({
  query,
  labels,
}: {
  query?: string;
  labels: { csv: string; json: string };
}) {
  const search = query ? `?${new URLSearchParams({ query }).toString()}` : '';
  return (
    <ul className={styles.links}>
      <li>
        <a className={styles.actionLink} href={`${apiHref(inboxApi.exportCsv)}${search}`} download>
          {labels.csv}
        </a>
      </li>
      <li>
        <a className={styles.actionLink} href={`${apiHref(inboxApi.exportJson)}${search}`} download>
          {labels.json}
        </a>
      </li>
    </ul>
  );
}
