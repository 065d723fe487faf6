/** Words of the Story page ('/about'), from `content/<language>/story.yaml`. The page only lays them out. */
import { words } from './words/story';

export const storyContent = words;
