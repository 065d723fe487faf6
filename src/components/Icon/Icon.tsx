import type { ReactNode } from 'react';
import styles from './Icon.module.css';

/*
 * Every icon of the site, drawn inline (no icon font, no image request) on a 24-unit grid in
 * `currentColor`, so it takes the colour of the words beside it, also in forced-colours mode.
 */
const strokeProps = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const drawings = {
  close: <path {...strokeProps} d="M6 6l12 12M18 6L6 18" />,
  menu: <path {...strokeProps} d="M3 6h18M3 12h18M3 18h18" />,
  chevronLeft: <path {...strokeProps} d="M15 5l-7 7 7 7" />,
  chevronRight: <path {...strokeProps} d="M9 5l7 7-7 7" />,
  phone: (
    <path
      {...strokeProps}
      strokeWidth={2}
      d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2Z"
    />
  ),
  warning: <path {...strokeProps} strokeWidth={2} d="M12 3 2 21h20L12 3Zm0 6v6m0 3v.5" />,
  spinner: <circle {...strokeProps} cx="12" cy="12" r="9" strokeDasharray="42 15" />,
  video: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" {...strokeProps} strokeWidth={2} />
      <path d="M10 9 L15.5 12 L10 15 Z" fill="currentColor" />
    </>
  ),
  // The video player's controls (src/components/PlayerControls).
  play: <path d="M7 4.5v15L19.5 12Z" fill="currentColor" />,
  pause: <path d="M6 4.5h4v15H6ZM14 4.5h4v15h-4Z" fill="currentColor" />,
  volume: (
    <>
      <path d="M3 9h4l5-4.5v15L7 15H3Z" fill="currentColor" />
      <path {...strokeProps} strokeWidth={2} d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13" />
    </>
  ),
  // The loudspeaker crossed out: the sound is off.
  muted: (
    <>
      <path d="M3 9h4l5-4.5v15L7 15H3Z" fill="currentColor" />
      <path {...strokeProps} strokeWidth={2} d="M15.5 9.5l5 5M20.5 9.5l-5 5" />
    </>
  ),
  // Four corners pointing out: the player fills the screen.
  fullScreen: <path {...strokeProps} strokeWidth={2} d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />,
  // A box with an arrow leaving it: the link opens in a new tab.
  newTab: (
    <path
      {...strokeProps}
      strokeWidth={2}
      d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    />
  ),
  // A globe: the same page in another language.
  language: (
    <>
      <circle cx="12" cy="12" r="9" {...strokeProps} strokeWidth={2} />
      <path
        {...strokeProps}
        strokeWidth={2}
        d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18"
      />
    </>
  ),
  podcast: (
    <>
      <rect x="9" y="2" width="6" height="12" rx="3" {...strokeProps} strokeWidth={2} />
      <path {...strokeProps} strokeWidth={2} d="M5 11 a7 7 0 0 0 14 0 M12 18 v4 M8 22 h8" />
    </>
  ),
  // A head and shoulders: the frame that holds the founder's place until their portrait is given.
  person: (
    <>
      <circle cx="12" cy="9.5" r="4.5" fill="currentColor" />
      <path d="M2.5 24c0-5.6 4.3-9.5 9.5-9.5s9.5 3.9 9.5 9.5Z" fill="currentColor" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof drawings;

export interface IconProps {
  name: IconName;
  /** Size and placement; without it the icon is 1em square, the size of the words beside it. */
  className?: string;
}

/**
 * A decorative icon: hidden from assistive technology, so the control or text it sits in must
 * carry the words (a button's label, a visually hidden span).
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={[styles.icon, className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {drawings[name]}
    </svg>
  );
}
