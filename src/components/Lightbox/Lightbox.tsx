import { domAnimation, LazyMotion, m, useReducedMotion } from 'framer-motion';
import { type CSSProperties, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { overlayHost } from '../../lib/overlayHost';
import { useLocale } from 'react-aria-components';
import { lightboxDefaults, resolveOptions } from './defaults';
import { LightboxDialog } from './LightboxDialog';
import type { LightboxProps } from './types';
import { useLifecycle } from './useLifecycle';
import styles from './Lightbox.module.css';

export type {
  GestureConfig,
  ImageSlide,
  ImageSource,
  LightboxCallbacks,
  LightboxLabels,
  LightboxProps,
  LightboxSlide,
  VideoFlags,
  VideoSlide,
  VideoSource,
  VideoTrack,
} from './types';

const subscribeNothing = () => () => {};

/**
 * False on the server and during hydration, true after: the lightbox is a portal into `body`
 * and must print nothing when pages are prerendered, nor differ while React hydrates them.
 */
function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A full-screen viewer for videos and images: a modal dialog with Previous, Next and Close,
 * arrow keys, swipes and the horizontal wheel. The jobs live beside this file: the lifecycle
 * (useLifecycle.ts: phases, timers, focus in and out), page isolation (pageIsolation.ts), the
 * defaults (defaults.ts) and the dialog (LightboxDialog.tsx). README.md gives the keyboard map,
 * gestures, props and accessibility criteria, point by point.
 */
export function Lightbox(props: LightboxProps) {
  const isClient = useIsClient();
  if (!isClient || typeof document === 'undefined') return null;
  return <LightboxClient {...props} />;
}

function LightboxClient(props: LightboxProps) {
  const options = resolveOptions(props);
  const reduceMotion = useReducedMotion() ?? false;
  const fade = reduceMotion ? 0 : options.fade;
  const { phase, pageRtl, overlayRef, dialogRef, requestClose } = useLifecycle({
    open: props.open,
    fade,
    on: options.on,
    onClose: props.onClose,
  });
  // The locale (the app's I18nProvider) decides; a page laid out right to left without one
  // (read at each open) counts as right to left too.
  const { direction } = useLocale();
  const rtl = direction === 'rtl' || pageRtl;

  if (phase === 'closed' || props.slides.length === 0) return null;

  return createPortal(
    <LazyMotion features={domAnimation} strict>
      <m.div
        ref={overlayRef}
        className={styles.overlay}
        data-lightbox=""
        data-phase={phase}
        dir={rtl ? 'rtl' : 'ltr'}
        style={
          {
            '--lightbox-padding': cssLength(options.padding),
            '--lightbox-spacing': cssLength(options.spacing),
          } as CSSProperties
        }
        // Reduced motion: fully opaque in the first frame (docs/spec/lightbox-behaviour.md rule 19).
        initial={{ opacity: fade === 0 ? 1 : 0 }}
        animate={{ opacity: phase === 'exiting' ? 0 : 1 }}
        transition={{ duration: fade / 1000, ease: 'easeOut' }}
      >
        <LightboxDialog
          ref={dialogRef}
          slides={props.slides}
          index={props.index ?? lightboxDefaults.index}
          options={options}
          rtl={rtl}
          loadNeighbours={phase !== 'entering'}
          onRequestClose={requestClose}
        />
      </m.div>
    </LazyMotion>,
    overlayHost(),
  );
}
