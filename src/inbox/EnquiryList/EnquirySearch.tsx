import { Input, Label, SearchField, Text } from 'react-aria-components';
import { Button } from '../../components/Button/Button';
import { Icon } from '../../components/Icon/Icon';
import { inboxContent } from '../../content/inbox';
import styles from '../Inbox.module.css';

const words = inboxContent.list;

export interface EnquirySearchProps {
  /** What the owner has typed. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search over the enquiries: a labelled search field with a hint and a clear button
 * (Escape clears it too, as react-aria's SearchField does). What it finds is loaded once typing
 * pauses (useEnquiryPages).
 */
export function EnquirySearch({ value, onChange }: EnquirySearchProps) {
  return (
    <SearchField value={value} onChange={onChange} className={styles.search}>
      <Label className={styles.label}>{words.searchLabel}</Label>
      <Text slot="description" className={styles.hint}>
        {words.searchHint}
      </Text>
      <div className={styles.searchRow}>
        <Input className={styles.input} />
        <Button variant="quiet" className={styles.clear} aria-label={words.clearSearch}>
          <Icon name="close" />
        </Button>
      </div>
    </SearchField>
  );
}
