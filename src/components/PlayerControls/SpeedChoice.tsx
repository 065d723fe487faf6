import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { PlayerLabels } from './defaults';
import { playerDefaults } from './defaults';
import styles from './PlayerControls.module.css';
import { Words } from '../Words/Words';

interface SpeedChoiceProps {
  rate: number;
  onChange: (rate: number) => void;
  labels: PlayerLabels;
  /** The page's language's numbers ("1.5"). */
  number: Intl.NumberFormat;
}

/**
 * "Speed: 0.75, Normal, 1.25, 1.5, 2": radio buttons (React Aria's RadioGroup), as the captions
 * choice beside it, so the arrow keys choose and no pop-up menu has to be closed with an Escape
 * that would also close the viewer. Each is seen and heard the same: a number in the page's
 * language, in the group named "Speed", and the video's own speed by its name ("Normal").
 */
export function SpeedChoice({ rate, onChange, labels, number }: SpeedChoiceProps) {
  return (
    <RadioGroup
      className={styles.choice}
      value={String(rate)}
      onChange={(value) => onChange(Number(value))}
      orientation="horizontal"
    >
      <Label className={styles.choiceLabel}>
        <Words>{labels.speed}</Words>
      </Label>
      {playerDefaults.speeds.map((speed) => (
        <Radio key={speed} value={String(speed)} className={styles.option}>
          <Words>{speed === 1 ? labels.normalSpeed : number.format(speed)}</Words>
        </Radio>
      ))}
    </RadioGroup>
  );
}
