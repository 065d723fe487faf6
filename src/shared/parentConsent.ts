/**
 * Days a parent's or guardian's enquiry waits for the owner's call that confirms who they are:
 * unconfirmed after that, it is erased (src/server/store/enquiries.ts). The form and the privacy
 * notice say so, as `{parentConfirmDays}` (src/content/schema/language.ts). Without imports, so
 * that the content's checks, run by Node.js as they are, can read it.
 */
export const PARENT_CONFIRM_DAYS = 14;
