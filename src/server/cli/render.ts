/**
 * What `npm run enquiries` prints for people: a listing, and the e-mail outbox. Its `--json` and
 * `--csv` are the exports the inbox offers too (../enquiryExport.ts).
 */
import { writtenReference } from '../../shared/reference';
import { messageWithheld, type EmailCheck, type ListedEnquiry } from '../store/records';
import { timeIn } from '../timeZone';

/** Terminal control characters are removed, so a stored text can never drive the terminal. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return text.replace(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F]/g, '');
}

/** 2026-05-10T08:00:00.000Z as 2026-05-10 13:30:00 Asia/Kolkata: in the owner's zone, named. */
function when(iso: string, zone: string): string {
  return timeIn(iso, zone);
}

function tries(n: number): string {
  return n === 1 ? '1 try' : `${n} tries`;
}

export const RETRY_COMMAND = 'npm run enquiries -- --retry-email';

/** Where one enquiry's e-mail stands, in a line. */
export function emailLine(e: ListedEnquiry, check: EmailCheck | undefined, zone = 'UTC'): string {
  const { email } = e;
  const last = email.lastError ? printable(email.lastError) : '';
  switch (email.status) {
    case 'sent':
      return `sent ${when(email.sentAt ?? '', zone)}${last ? ` (${last})` : ''}`;
    case 'failed':
      return `FAILED, no more tries (${tries(email.attempts)}): ${last}; to send it again: ${RETRY_COMMAND}`;
    case 'none':
      return 'never e-mailed (caught by the bot trap)';
    case 'pending':
      if (email.attempts > 0) {
        return `not sent yet: ${tries(email.attempts)} failed, next ${when(email.nextAttemptAt ?? '', zone)}; last: ${last}`;
      }
      return check?.state === 'off'
        ? 'waiting: e-mail to the owner is not set up (SMTP_URL and NOTIFY_TO)'
        : 'waiting to be sent';
  }
}

/** What the service found about e-mail at its last start, in a sentence. */
export function emailCheckLine(check: EmailCheck | undefined, zone = 'UTC'): string {
  if (!check) {
    return 'E-mail to the owner: not checked yet (the service has not started since it was installed or updated).';
  }
  const at = `as the service found it at its start, ${when(check.checkedAt, zone)}`;
  switch (check.state) {
    case 'off':
      return `E-mail to the owner: off (${at}): SMTP_URL and NOTIFY_TO are not set, so each enquiry waits here until they are.`;
    case 'working':
      return `E-mail to the owner: working (${at}): ${printable(check.detail)}.`;
    case 'failing':
      return `E-mail to the owner: NOT working (${at}): ${printable(check.detail)}. Check SMTP_URL, then restart the service.`;
  }
}

function counts(enquiries: ListedEnquiry[]) {
  const count = { pending: 0, sent: 0, failed: 0 };
  for (const e of enquiries) if (e.email.status !== 'none') count[e.email.status] += 1;
  return count;
}

/**
 * A parent's or guardian's enquiry says so, and whether the owner has called to confirm their
 * consent yet (its message is left out until then, here as in the inbox: `messageWithheld`);
 * once confirmed, its proof: what the owner
 * checked on the call (its lines indented under it) and the date of the privacy notice agreed to
 * (left out when none was recorded). An adult's says nothing.
 */
/** Said in place of a parent's message while their consent waits for the owner's call. */
export const MESSAGE_WITHHELD =
  '(left out until you have called the parent or guardian and recorded their consent in the inbox)';

function writerLines(e: ListedEnquiry, zone: string): string[] {
  if (e.writer !== 'parent') return [];
  const from = `  From a parent or guardian (${printable(e.relationship) || '-'})`;
  if (!e.consent) return [from, '  Consent to confirm: call before reading'];
  const { confirmedAt, confirmedBy, checked, noticeDate } = e.consent;
  const [first = '', ...more] = printable(checked).split(/[\n\u2028\u2029]/);
  return [
    from,
    `  Consent confirmed by phone ${when(confirmedAt, zone)} by ${printable(confirmedBy)}`,
    `    What was checked: ${first}`,
    ...more.map((line) => `      ${line}`),
    ...(noticeDate ? [`    Privacy notice agreed to: last updated ${printable(noticeDate)}`] : []),
  ];
}

export function toText(
  enquiries: ListedEnquiry[],
  check: EmailCheck | undefined,
  zone = 'UTC',
): string {
  if (enquiries.length === 0) return 'No enquiries.\n';
  const blocks = enquiries.map((e) => {
    const lines = [
      `Enquiry ${e.id}, received ${when(e.receivedAt, zone)}${e.spam ? ' (caught by the bot trap)' : ''}`,
      // As the visitor was told it and may read it out on the phone; none before references.
      ...(e.reference === null ? [] : [`  Reference ${writtenReference(e.reference)}`]),
      // The language to answer in (its content folder); none before languages were kept.
      ...(e.language === null ? [] : [`  Language: ${e.language}`]),
      `  Name:  ${printable(e.fullName) || '-'}`,
      `  Phone: ${printable(e.phoneNumber) || '-'}`,
      `  Email: ${printable(e.userEmail) || '-'}`,
      ...writerLines(e, zone),
      ...(e.repliedAt ? [`  Replied: ${when(e.repliedAt, zone)}`] : []),
      `  E-mail to the owner: ${emailLine(e, check, zone)}`,
      '  Message:',
      ...(messageWithheld(e)
        ? [`    ${MESSAGE_WITHHELD}`]
        : printable(e.message)
            .split(/\r?\n/)
            .map((line) => `    ${line}`)),
    ];
    return lines.join('\n');
  });
  const { failed } = counts(enquiries);
  const warning =
    failed > 0
      ? `${failed === 1 ? '1 e-mail' : `${failed} e-mails`} to the owner FAILED (above); to send again: ${RETRY_COMMAND}\n`
      : '';
  const count = enquiries.length === 1 ? '1 enquiry' : `${enquiries.length} enquiries`;
  return `${blocks.join('\n\n')}\n\n${warning}${count}.\n`;
}

/** `--outbox`: how e-mail works, then each enquiry's e-mail, then the totals. */
export function toOutbox(
  enquiries: ListedEnquiry[],
  check: EmailCheck | undefined,
  zone = 'UTC',
): string {
  const owed = enquiries.filter((e) => e.email.status !== 'none');
  const lines = [emailCheckLine(check, zone), ''];
  for (const e of owed) {
    lines.push(
      `Enquiry ${e.id}, received ${when(e.receivedAt, zone)}: ${emailLine(e, check, zone)}`,
    );
  }
  const { pending, sent, failed } = counts(owed);
  if (owed.length > 0) lines.push('');
  lines.push(`${sent} sent, ${pending} waiting, ${failed} failed.`);
  if (failed > 0) lines.push(`To send the failed ones again: ${RETRY_COMMAND}`);
  return `${lines.join('\n')}\n`;
}
