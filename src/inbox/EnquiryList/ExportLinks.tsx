import { inboxContent } from '../../content/inbox';
import { inboxApi } from '../../shared/inbox';
import { apiHref } from '../api';
import styles from '../Inbox.module.css';

const words = inboxContent.export;

/**
 * Every enquiry as a file, CSV or JSON: download links to the API, which answers with the same
 * bytes as `npm run enquiries -- --csv` and `--json`.
 */
export function ExportLinks() {
  return (
    <section aria-labelledby="export-heading" className={styles.section}>
      <h2 id="export-heading">{words.heading}</h2>
      <p>{words.note}</p>
      <ul className={styles.links}>
        <li>
          <a className={styles.actionLink} href={apiHref(inboxApi.exportCsv)} download>
            {words.csv}
          </a>
        </li>
        <li>
          <a className={styles.actionLink} href={apiHref(inboxApi.exportJson)} download>
            {words.json}
          </a>
        </li>
      </ul>
    </section>
  );
}
