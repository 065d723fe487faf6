/** Words of the Home page ('/'), from `content/<language>/home.yaml`. The page only lays them out. */
import { words } from './words/home';

export const homeContent = words;
