import { lazy, Suspense, useEffect, useState } from 'react';
import { KEPT_ENQUIRY_SHOWN, mayKeepEnquiries } from '../../features/keptEnquiries/mark';

import { loadKeptEnquiryNotice } from '../../features/keptEnquiries/loadNotice';
import { onIdle } from '../../startup/nextTask';

const KeptEnquiryNotice = lazy(() =>
  loadKeptEnquiryNotice().then((module) => ({ default: module.KeptEnquiryNotice })),
);

/**
 * The enquiries kept on this phone (docs/offline.md), at the top of every page: loaded only on a
 * phone marked as keeping one, once the page is idle, or at once when the contact form has just
 * kept one. Nothing in the prerendered page, nothing on a phone that keeps none.
 */
export function KeptEnquiries() {
  // 'kept': the form has just kept one, and the notice takes focus to say so.
  const [shown, setShown] = useState<false | 'idle' | 'kept'>(false);
  useEffect(() => {
    const showKept = () => setShown((current) => current || 'kept');
    window.addEventListener(KEPT_ENQUIRY_SHOWN, showKept);
    // After the page has settled, not on its way: the notice is never part of the first view.
    const cancelIdle = mayKeepEnquiries()
      ? onIdle(() => setShown((current) => current || 'idle'), 3000)
      : undefined;
    return () => {
      window.removeEventListener(KEPT_ENQUIRY_SHOWN, showKept);
      cancelIdle?.();
    };
  }, []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <KeptEnquiryNotice justKept={shown === 'kept'} />
    </Suspense>
  );
}
