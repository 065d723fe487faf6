import { Fragment, type ReactNode } from 'react';
import { organisation } from '../../content/site';
import { Words } from '../Words/Words';

export interface OrganisationDetailsProps {
  /**
   * Wrap each pair in a `div`, for a list whose other pairs are wrapped so (HTML allows a `dl` of
   * bare pairs or of `div`-wrapped ones, not both).
   */
  grouped?: boolean;
  /** The organisation's details: the content's (`site.yaml`), unless a test gives others. */
  details?: typeof organisation;
  /**
   * The words for a detail not given yet ("Not given yet"); without them, its pair is left out.
   * Never its stand-in (src/content/schema/standIns.ts).
   */
  notGiven?: string;
}

/**
 * Who the organisation is, as term and description pairs for a description list (`dl`) of the
 * caller's: its legal name, its registration (only when it has one) and its city (each once it
 * is given), from
 * `content/<language>/site.yaml` (docs/spec/product.md §2.4, §2.8). The footer and the Contact page
 * put the e-mail and the phone beside them.
 */
export function OrganisationDetails({
  grouped = false,
  details = organisation,
  notGiven,
}: OrganisationDetailsProps) {
  const { legalName, registration, city, labels } = details;
  const pair = (label: string, given: string | undefined): ReactNode => {
    const value = given ?? notGiven;
    if (value === undefined) return null;
    const children = (
      <>
        <dt>
          <Words>{label}</Words>
        </dt>
        <dd>
          <Words>{value}</Words>
        </dd>
      </>
    );
    return grouped ? (
      <div key={label}>{children}</div>
    ) : (
      <Fragment key={label}>{children}</Fragment>
    );
  };
  return (
    <>
      {pair(labels.legalName, legalName)}
      {/* No registration is also a fact: an organisation may have none. */}
      {registration === undefined ? null : pair(labels.registration, registration)}
      {pair(labels.city, city)}
    </>
  );
}
