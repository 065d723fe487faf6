import { type RefObject, useCallback, useMemo } from 'react';
import { ToggleButton } from 'react-aria-components';
import { fillPlaceholders } from '../../shared/fillPlaceholders';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { Words } from '../Words/Words';
import { type PlayerLabels, playerDefaults } from './defaults';
import { PlayerSlider } from './PlayerSlider';
import { SpeedChoice } from './SpeedChoice';
import { clockTime } from '../../shared/timeInWords';
import { positionInWords } from './positionInWords';
import { useFullScreen } from './useFullScreen';
import { togglePlay, useMediaState } from './useMediaState';
import styles from './PlayerControls.module.css';

export interface PlayerControlsProps {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The box that goes full screen: the video with these controls and its captions. */
  boxRef: RefObject<HTMLElement | null>;
  labels?: Partial<PlayerLabels>;
}

const d = playerDefaults;

/** The time slider's own keys: 5 seconds on the arrows, 30 on Page Up and Down, the ends. */
function timeKeys(duration: number) {
  const end = Number.isFinite(duration) ? duration : 0;
  return {
    ArrowLeft: (t: number) => t - d.seekSeconds,
    ArrowDown: (t: number) => t - d.seekSeconds,
    ArrowRight: (t: number) => t + d.seekSeconds,
    ArrowUp: (t: number) => t + d.seekSeconds,
    PageDown: (t: number) => t - d.pageSeconds,
    PageUp: (t: number) => t + d.pageSeconds,
    Home: () => 0,
    End: () => end,
  };
}

/**
 * The player's controls, the site's own (docs/spec/lightbox-behaviour.md, "The video player"):
 * play or pause, the time, mute and volume, speed, full screen and a short "Keyboard" help, in
 * one Tab order, each a 44 px target named in the page's language. They read the video's own
 * state (`useMediaState`) and change the video; nothing else keeps a copy.
 */
export function PlayerControls({ videoRef, boxRef, labels: given }: PlayerControlsProps) {
  const labels = { ...d.labels, ...given };
  const media = useMediaState(videoRef);
  const fullScreen = useFullScreen(boxRef);
  /** Changes the video, when there is one (each control's press). */
  const onVideo = (change: (video: HTMLVideoElement) => void) => {
    const video = videoRef.current;
    if (video) change(video);
  };
  // One formatter for the numbers said and shown, made when the viewer first shows a video:
  // each change of time renders the controls again.
  const number = useMemo(() => new Intl.NumberFormat(d.language), []);

  const { duration } = media;
  const timeInWords = useCallback(
    (time: number) => positionInWords(time, duration, labels.timeOf, d.language),
    [duration, labels.timeOf],
  );
  const percentInWords = useCallback(
    (percent: number) => fillPlaceholders(labels.percent, { n: number.format(percent) }),
    [labels.percent, number],
  );
  const seek = (time: number) =>
    onVideo((video) => {
      video.currentTime = time;
    });
  const setVolume = (percent: number) =>
    onVideo((video) => {
      video.volume = percent / 100;
      // Turning the volume up is asking to hear it.
      if (percent > 0) video.muted = false;
    });
  const setRate = (rate: number) =>
    onVideo((video) => {
      // The default too: a new source (the described version) starts at the chosen speed.
      video.defaultPlaybackRate = rate;
      video.playbackRate = rate;
    });

  const playing = !media.paused;
  return (
    // Marked for the viewer's caption, which gives the controls the video's width (Lightbox.module.css).
    <div className={styles.controls} data-player-controls="">
      <Button variant="quiet" className={styles.button} onPress={() => onVideo(togglePlay)}>
        <Icon name={playing ? 'pause' : 'play'} />
        <Words>{playing ? labels.pause : labels.play}</Words>
      </Button>
      <PlayerSlider
        className={styles.time}
        label={labels.time}
        value={media.currentTime}
        maxValue={Number.isFinite(duration) ? duration : 0}
        step={0.1}
        valueInWords={timeInWords}
        onChange={seek}
        keys={timeKeys(duration)}
        shown={`${clockTime(media.currentTime)} / ${clockTime(duration)}`}
      />
      <ToggleButton
        className={styles.button}
        isSelected={media.muted}
        onChange={(muted) =>
          onVideo((video) => {
            video.muted = muted;
          })
        }
      >
        <Icon name={media.muted ? 'muted' : 'volume'} />
        <Words>{labels.mute}</Words>
      </ToggleButton>
      <PlayerSlider
        className={styles.volume}
        label={labels.volume}
        value={media.muted ? 0 : Math.round(media.volume * 100)}
        maxValue={100}
        step={d.volumeStep}
        valueInWords={percentInWords}
        onChange={setVolume}
      />
      <SpeedChoice rate={media.playbackRate} onChange={setRate} labels={labels} number={number} />
      {fullScreen.supported ? (
        <ToggleButton
          className={styles.button}
          isSelected={fullScreen.isFull}
          onChange={fullScreen.toggle}
        >
          <Icon name="fullScreen" />
          <Words>{labels.fullScreen}</Words>
        </ToggleButton>
      ) : null}
      <details className={styles.keyboard}>
        <summary>
          <Words>{labels.keyboard}</Words>
        </summary>
        <ul>
          {labels.keys.map((line) => (
            <li key={line}>
              <Words>{line}</Words>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
