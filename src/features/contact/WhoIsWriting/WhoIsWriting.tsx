import {
  createContext,
  Fragment,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { FieldError } from '../../../components/TextField/TextField';
import { UrgentHelp } from '../../../components/UrgentHelp/UrgentHelp';
import { Words } from '../../../components/Words/Words';
import { contactForm } from '../../../content/contactForm';
import { writerField, writers, type Writer } from '../../../shared/enquiry';
import { WaysToReachUs } from '../WaysToReachUs/WaysToReachUs';
import styles from './WhoIsWriting.module.css';

export interface WhoIsWritingProps {
  /** The first answer's id: where the error summary's link to this question goes. */
  id: string;
  /** Why the answer is refused (none chosen, or not "I am 18 or older"); none while it is fine. */
  error?: string | undefined;
  /** The answer already given: on the page that answers a refused post without script. */
  chosen?: string | undefined;
  /** Called when the visitor chooses an answer (the form then stops telling its error). */
  onChoose?: () => void;
  /**
   * The form's fields and Submit: shown for "I am 18 or older" and for a parent or guardian, whose
   * own fields are in {@link ParentOnly}.
   */
  children: ReactNode;
}

/** Whether a part for one answer is `hidden` (see `useAnswer`), for {@link ParentOnly}. */
const HidesContext = createContext<(writer: Writer) => true | undefined>(() => undefined);

/**
 * "Who is writing?", asked before the contact form's fields (docs/spec/product.md §2.8): three
 * native radio buttons, and what each answer shows in place of the others.
 *
 * - "I am 18 or older": the form's fields and Submit (`children`). Under this answer, always, a
 *   hint heard with it (its description): for a message about oneself or another adult; about
 *   someone under 18, their parent or guardian writes.
 * - "I am a parent or guardian…": the helplines, for the young person; that we call them to
 *   confirm who they are before anyone reads the message, and the e-mail and phone; then the
 *   same fields, with the parent's own ({@link ParentOnly}: who the young person is to them, and
 *   their statement of consent).
 * - "I am under 18": no fields; the helplines first, why a parent's or guardian's permission is
 *   needed and that a teacher cannot give it, and how to call or write together with one.
 *
 * Nothing is shown until an answer is chosen. The showing is CSS (`:has(:checked)`), so it is the
 * same with and without JavaScript and before the app has taken over the page, and a part not
 * shown is `display: none`: never seen, never heard, never in the Tab order. Once the app has the
 * page, the parts not chosen are `hidden` as well, for a browser without `:has()`. The answer is
 * posted with the enquiry (`writer`) and checked by the form and the service alike
 * (src/shared/enquiry.ts): "I am under 18" never sends.
 */
export function WhoIsWriting({ id, error, chosen, onChoose, children }: WhoIsWritingProps) {
  const words = contactForm.writer;
  const { ref, choose, hides } = useAnswer(chosen);
  const errorId = `${id}-error`;
  const adultHintId = `${id}-adult-hint`;
  const isInvalid = error !== undefined && error !== '';
  const answers: Record<Writer, string> = {
    adult: words.adult,
    parent: words.parent,
    underEighteen: words.underEighteen,
  };
  return (
    <div className={styles.question} ref={ref}>
      <fieldset
        className={styles.answers}
        aria-describedby={isInvalid ? errorId : undefined}
        data-invalid={isInvalid || undefined}
      >
        <legend className={styles.legend}>
          <Words>{words.legend}</Words>
        </legend>
        {isInvalid ? (
          <FieldError id={errorId} prefix={contactForm.errorPrefix} message={error} />
        ) : null}
        {writers.map((writer, index) => (
          <Fragment key={writer}>
            <label className={styles.answer}>
              <input
                type="radio"
                name={writerField}
                value={writer}
                id={index === 0 ? id : undefined}
                aria-describedby={writer === 'adult' ? adultHintId : undefined}
                defaultChecked={chosen === writer}
                onChange={(event) => {
                  choose(event.currentTarget.value);
                  onChoose?.();
                }}
                className={styles.radio}
              />
              <Words>{answers[writer]}</Words>
            </label>
            {/* Seen under the answer and heard with it, before it is chosen: who writes as an adult. */}
            {writer === 'adult' ? (
              <p id={adultHintId} className={styles.hint}>
                <Words>{words.adultHint}</Words>
              </p>
            ) : null}
          </Fragment>
        ))}
      </fieldset>

      <div className={styles.forParent} hidden={hides('parent')}>
        <p>
          <Words>{words.forParent.thanks}</Words>
        </p>
        <p>
          <Words>{words.forParent.helplines}</Words>
        </p>
        <UrgentHelp variant="calls" />
        <p>
          <Words>{words.forParent.howItWorks}</Words>
        </p>
        <p>
          <Words>{words.forParent.otherWays}</Words>
        </p>
        <WaysToReachUs />
      </div>

      <div className={styles.forUnderEighteen} hidden={hides('underEighteen')}>
        <h3 className={styles.heading}>
          <Words>{words.forUnderEighteen.heading}</Words>
        </h3>
        {/* The helplines first and largest: a young person may need them more than us. */}
        <p>
          <Words>{words.forUnderEighteen.helplines}</Words>
        </p>
        <UrgentHelp variant="calls" />
        <p>
          <Words>{words.forUnderEighteen.why}</Words>
        </p>
        <p>
          <Words>{words.forUnderEighteen.together}</Words>
        </p>
        <WaysToReachUs />
      </div>

      <div className={styles.forSender} hidden={hides('adult') && hides('parent')}>
        <HidesContext value={hides}>{children}</HidesContext>
      </div>
    </div>
  );
}

/**
 * A part of the form for a parent or guardian only (who the young person is to them, their
 * statement of consent): shown, like the answers' parts, by CSS once that answer is chosen, and
 * `hidden` for the other answers once the app has the page.
 */
export function ParentOnly({ children }: { children: ReactNode }) {
  const hides = useContext(HidesContext);
  return (
    <div className={styles.parentOnly} hidden={hides('parent')}>
      {children}
    </div>
  );
}

const noSubscription = () => () => undefined;

/**
 * The answer chosen, for the `hidden` of the parts not chosen: none before the app has the page
 * (the prerendered HTML is the same for every visitor, and CSS shows the part), then the radio
 * checked when the app took over (chosen before it did, or given by the refused post's page),
 * then each choice.
 */
function useAnswer(chosen: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const [answer, setAnswer] = useState(chosen);
  // False in the prerender and while hydrating, true after: React renders again once hydrated.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    const checked = ref.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked) setAnswer(checked.value);
  }, []);
  const hides = (writer: Writer) => (scripted && answer !== writer) || undefined;
  return { ref, choose: setAnswer, hides };
}
