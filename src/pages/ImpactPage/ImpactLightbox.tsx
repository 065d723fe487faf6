import { LocaleProvider } from '../../components/LocaleProvider/LocaleProvider';
import { Lightbox, type LightboxProps } from '../../components/Lightbox/Lightbox';

/**
 * The lightbox as this page shows it: in the site's locale. A module of its own, so that it and
 * react-aria load together on first use, not with the page.
 */
export function ImpactLightbox(props: LightboxProps) {
  return (
    <LocaleProvider>
      <Lightbox {...props} />
    </LocaleProvider>
  );
}
