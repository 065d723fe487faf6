import { Fragment, type ReactNode } from 'react';
import { organisation } from '../../content/site';
import { Words } from '../Words/Words';

export interface OrganisationDetailsProps {
  /**
   * Wrap each pair in a `div`, for a list whose other pairs are wrapped so (HTML allows a `dl` of
   * bare pairs or of `div`-wrapped ones, not both).
   */
  grouped?: boolean;
}

/**
 * Who the organisation is, as term and description pairs for a description list (`dl`) of the
 * caller's: its legal name, its registration (only when it has one) and its city, from
 * `content/<language>/site.yaml` (docs/spec/product.md §2.4, §2.8). The footer and the Contact page
 * put the e-mail and the phone beside them.
 */
export function OrganisationDetails({ grouped = false }: OrganisationDetailsProps) {
  const { legalName, registration, city, labels } = organisation;
  const pair = (label: string, value: string): ReactNode => {
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
      {registration ? pair(labels.registration, registration) : null}
      {pair(labels.city, city)}
    </>
  );
}
