import { type KeyboardEvent, useMemo, useRef } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useSlider, useSliderThumb } from 'react-aria/useSlider';
import { useSliderState } from 'react-stately/useSliderState';
import styles from './PlayerControls.module.css';
import { Words } from '../Words/Words';

/**
 * A number formatter that says a value in words: React Aria reads a slider's `aria-valuetext`
 * from its number formatter, and a formatter made from `Intl` options can say "64 seconds" but
 * not "1 minute 4 seconds of 3 minutes 10 seconds". A single-thumb slider calls `format` only.
 */
class ValueInWords extends Intl.NumberFormat {
  readonly #words: (value: number) => string;
  constructor(words: (value: number) => string) {
    super();
    this.#words = words;
  }
  override format(value: number | bigint): string {
    return this.#words(Number(value));
  }
}

export interface PlayerSliderProps {
  label: string;
  value: number;
  maxValue: number;
  /** The value in words, in the page's language: the slider's `aria-valuetext`. */
  valueInWords: (value: number) => string;
  onChange: (value: number) => void;
  /** The step of a drag or click, and of the arrow keys unless `keys` says otherwise. */
  step: number;
  /** Keys the slider answers its own way (Page Up: 30 seconds): the new value for each. */
  keys?: Readonly<Record<string, (value: number) => number>>;
  /** What the eye reads beside the track ("0:04 / 0:07"); the slider says `valueInWords`. */
  shown?: string;
  className?: string;
}

/**
 * One of the player's sliders (time, volume), from React Aria's slider hooks: a real range
 * input, unseen over a 44 px thumb, named by its visible label, its value said in
 * words. A drag or a click on the track moves it too.
 */
export function PlayerSlider(props: PlayerSliderProps) {
  const { label, value, maxValue, valueInWords, onChange, step, keys, shown, className } = props;
  const trackRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const numberFormatter = useMemo(() => new ValueInWords(valueInWords), [valueInWords]);
  const sliderProps = { label, value, minValue: 0, maxValue, step, onChange, numberFormatter };
  const state = useSliderState(sliderProps);
  const { groupProps, trackProps, labelProps } = useSlider(sliderProps, state, trackRef);
  // A one-thumb slider needs no group around it: named too, it was heard twice ("Time panel.
  // Time slider …" in Orca). The input carries the name.
  const group = { ...groupProps, role: undefined, 'aria-labelledby': undefined };
  const { thumbProps, inputProps } = useSliderThumb({ index: 0, trackRef, inputRef }, state);
  const { focusProps, isFocusVisible } = useFocusRing();

  // Heard before React Aria's own key handling on the input: these keys are ours.
  const ownKeys = (event: KeyboardEvent) => {
    const to = keys?.[event.key];
    if (!to || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    event.stopPropagation();
    onChange(Math.min(Math.max(to(value), 0), maxValue));
  };

  const percent = maxValue > 0 ? (Math.min(value, maxValue) / maxValue) * 100 : 0;
  return (
    <div
      {...group}
      className={[styles.slider, className].filter(Boolean).join(' ')}
      // A drag on it is the slider's, never the viewer's swipe.
      data-own-pointer=""
    >
      {/* React Aria gives the label its `for` (the thumb's input). */}
      <label {...labelProps} className={styles.sliderLabel}>
        <Words>{label}</Words>
      </label>
      <div {...trackProps} ref={trackRef} className={styles.track}>
        <div className={styles.fill} style={{ width: `${percent}%` }} />
        <div
          {...thumbProps}
          // Centred on its place by `translate`, not React Aria's `transform`: a placement, not a
          // movement, and the reduced-motion check reads any inline transform as one.
          style={{ ...thumbProps.style, transform: undefined, translate: '-50% -50%' }}
          onKeyDownCapture={ownKeys}
          className={styles.thumb}
          data-focus-visible={isFocusVisible || undefined}
        >
          {/* Unseen over the whole thumb, not in a 1 px box: focused, it is the thumb that the
              browser scrolls into view (a caption that scrolls, at 400 % zoom). */}
          <input
            ref={inputRef}
            className={styles.thumbInput}
            {...mergeProps(inputProps, focusProps)}
          />
        </div>
      </div>
      {shown ? (
        <span className={styles.shown} aria-hidden="true">
          {shown}
        </span>
      ) : null}
    </div>
  );
}
