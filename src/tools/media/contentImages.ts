import type { LanguageContent } from '../../content/schema/language';
import type { ImageContent } from '../../content/types';

/** Every picture in the checked content, wherever a page shows it. */
export function mediaImages(content: LanguageContent): ImageContent[] {
  const found: ImageContent[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      if ('srcSet' in value && 'src' in value && 'width' in value)
        found.push(value as ImageContent);
      else Object.values(value).forEach(walk);
    }
  };
  walk(content);
  return found;
}
