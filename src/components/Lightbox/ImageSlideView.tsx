import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Icon } from '../Icon/Icon';
import { fitImage, naturalSize, sortedSources, srcSetAttribute } from './imageFit';
import { lightboxDefaults } from './defaults';
import { SlideCaption } from './SlideCaption';
import type { ImageSlide, LightboxLabels } from './types';
import styles from './Lightbox.module.css';
import { Words } from '../Words/Words';

/** How long an image may load before the spinner and "Loading image" appear (defaults.ts). */
export const SPINNER_DELAY_MS = lightboxDefaults.spinnerDelayMs;

type Status = 'loading' | 'loaded' | 'error';

type Size = { width: number; height: number };

/** Measured: the fitted size. Not measured yet: CSS fits it, capped at its natural size. */
function imageStyle(fitted: Size | null, natural: Size | null) {
  if (fitted) return { width: `${fitted.width}px`, height: `${fitted.height}px` };
  if (natural) {
    return {
      maxWidth: `min(100%, ${natural.width}px)`,
      maxHeight: `min(100%, ${natural.height}px)`,
    };
  }
  return undefined;
}

interface ImageSlideViewProps {
  slide: ImageSlide;
  labels: Pick<LightboxLabels, 'loadingImage' | 'imageError'>;
}

/**
 * An image slide: `srcset` sorted ascending with `sizes` from the fitted size, never shown
 * larger than its largest source, and its caption under it when the content gives one.
 * Loading and failure are shown with an icon and said in words; the icons are hidden from
 * assistive technology.
 */
export function ImageSlideView({ slide, labels }: ImageSlideViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [spinner, setSpinner] = useState(false);
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const sources = sortedSources(slide);
  const natural = naturalSize(slide);

  // A new src starts over.
  const [shownSrc, setShownSrc] = useState(slide.src);
  if (shownSrc !== slide.src) {
    setShownSrc(slide.src);
    setStatus('loading');
    setSpinner(false);
  }

  useEffect(() => {
    if (status !== 'loading') return;
    const timer = setTimeout(() => setSpinner(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, shownSrc]);

  useLayoutEffect(() => {
    // Loaded from the cache before React attached onLoad.
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth > 0) setStatus('loaded');
  }, [shownSrc]);

  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      setBox(width > 0 && height > 0 ? { width, height } : null);
    };
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer's first report comes once the browser has laid the slide out: no layout
    // forced while the viewer opens. Until then CSS fits the picture (imageStyle).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fitted = natural && box ? fitImage(natural, box) : null;
  const srcSet = srcSetAttribute(sources);

  return (
    // The figure fills the slide: its empty area around the picture counts as backdrop.
    <figure className={styles.media} data-lightbox-backdrop="">
      <div
        ref={boxRef}
        className={styles.imageBox}
        data-image-status={status}
        data-lightbox-backdrop=""
      >
        {status === 'error' ? (
          <Icon name="warning" className={styles.stateIcon} />
        ) : (
          <img
            ref={imageRef}
            className={styles.image}
            src={slide.src}
            srcSet={srcSet}
            sizes={srcSet ? (fitted ? `${Math.ceil(fitted.width)}px` : '100vw') : undefined}
            alt={slide.alt}
            width={slide.width}
            height={slide.height}
            style={imageStyle(fitted, natural)}
            data-loading={status === 'loading' || undefined}
            draggable={false}
            decoding="async"
            onLoad={() => setStatus('loaded')}
            onError={() => setStatus('error')}
          />
        )}
        {status === 'loading' && spinner ? (
          <Icon name="spinner" className={styles.spinner} />
        ) : null}
        {/*
        Present from the first render, so the change to "Loading image" or to the error is
        announced; the error is also visible text, the loading words are for screen readers.
      */}
        <div role="status" className={styles.imageStatus}>
          {status === 'loading' && spinner ? (
            <span className="visually-hidden">
              <Words>{labels.loadingImage}</Words>
            </span>
          ) : null}
          {status === 'error' ? (
            <p className={styles.stateText}>
              <Words>{labels.imageError}</Words>
            </p>
          ) : null}
        </div>
      </div>
      {slide.caption ? (
        <SlideCaption>
          <p>
            <Words>{slide.caption}</Words>
          </p>
        </SlideCaption>
      ) : null}
    </figure>
  );
}
