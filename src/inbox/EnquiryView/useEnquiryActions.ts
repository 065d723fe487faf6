import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { inboxContent } from '../../content/inbox';
import type { InboxEnquiry } from '../../shared/inbox';
import { deleteEnquiry, markEnquiry } from '../api';
import { useInbox } from '../context';
import type { ShownEnquiry } from './useEnquiry';

const words = inboxContent.detail;

/**
 * What the owner can do with the enquiry shown: mark it replied or not (said politely, focus
 * staying on the button), and delete it for good, which goes back to the list with focus on the
 * enquiry after it, or the one before, or the list's heading when none is left. `busy` while
 * either is under way: the buttons say so and do nothing more.
 */
export function useEnquiryActions(
  shown: ShownEnquiry | undefined,
  {
    setEnquiry,
    fail,
  }: { setEnquiry: (enquiry: InboxEnquiry) => void; fail: (error: unknown) => void },
) {
  const navigate = useNavigate();
  const { announce, list, setList, pendingFocusRef } = useInbox();
  const [busy, setBusy] = useState(false);

  async function toggleReplied() {
    if (!shown || busy) return;
    setBusy(true);
    const replied = shown.repliedAt === null;
    try {
      const changed = await markEnquiry(shown.id, { replied });
      setEnquiry(changed);
      setList((state) => ({
        ...state,
        enquiries: state.enquiries.map((e) =>
          e.id === changed.id ? { ...e, readAt: changed.readAt, repliedAt: changed.repliedAt } : e,
        ),
      }));
      announce(replied ? words.markedReplied : words.markedNotReplied);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  }

  async function erase() {
    if (!shown) return;
    setBusy(true);
    announce(words.deleting);
    try {
      await deleteEnquiry(shown.id);
    } catch (error) {
      setBusy(false);
      fail(error);
      return;
    }
    // The enquiry that followed it in the list takes its place; with none, the list's heading.
    const index = list.enquiries.findIndex((e) => e.id === shown.id);
    const next = index >= 0 ? (list.enquiries[index + 1] ?? list.enquiries[index - 1]) : undefined;
    pendingFocusRef.current = next ? { row: next.id } : { heading: true };
    setList((state) => ({
      ...state,
      enquiries: state.enquiries.filter((e) => e.id !== shown.id),
      total: Math.max(0, state.total - (index >= 0 ? 1 : 0)),
    }));
    announce(inboxContent.list.deleted(shown.fullName || inboxContent.list.noName));
    // In place of the deleted enquiry's address, so Back does not lead to it.
    navigate('/inbox', { replace: true });
  }

  return { busy, toggleReplied, erase };
}
