import { useLocation } from 'react-router-dom';
import { currentLanguage, otherLanguages, pathIn } from '../../content/languages';
import { shell } from '../../content/site';
import { routeTable, withoutTrailingSlash } from '../../content/routeTable';
import styles from './LanguageSwitch.module.css';
import { Icon } from '../../components/Icon/Icon';
import { Words } from '../../components/Words/Words';

/**
 * The same page in each other language: a plain link (a whole page load, and it works without
 * JavaScript), the language's name in its own script with its `lang` and `hreflang`, then, hidden
 * from sight and in this page's language, what the link does (`shell.languageSwitch`). From a
 * page that does not exist, the other language's home page. Nothing is remembered, and nobody
 * is sent to another language unasked.
 */
export function LanguageSwitch() {
  const { pathname } = useLocation();
  const here = withoutTrailingSlash(pathname);
  const routePath = routeTable.find((route) => route.path === here)?.path ?? '/';
  return (
    <div className={styles.switch} data-language-switch="">
      {otherLanguages.map((language) => (
        <a
          key={language.folder}
          href={pathIn(language, routePath)}
          lang={language.lang}
          hrefLang={language.folder}
          className={styles.link}
        >
          <Icon name="language" className={styles.icon} />
          {language.name}{' '}
          <span className="visually-hidden" lang={currentLanguage.lang}>
            <Words>{shell.languageSwitch}</Words>
          </span>
        </a>
      ))}
    </div>
  );
}
