/**
 * Who runs the project, in `content/<language>/site.yaml` (docs/spec/product.md §2.4, §2.5):
 * the founder (name, role, and a slot for a portrait) and the organisation (its legal name, its
 * registration if it has one, its city), with the words that label them. Every text of the
 * content may say `{founder}`: the founder's name. Until the founder fills them in, they are
 * stand-ins listed in docs/content-editing.md, "Before launch", read as not given yet
 * (./standIns.ts).
 */
import { group, optional, text } from './check.ts';
import { image } from './fields.ts';
import { givenLater } from './standIns.ts';

export const organisationFields = {
  founder: group({ name: givenLater(text()), role: text(), portrait: optional(image()) }),
  organisation: group({
    legalName: givenLater(text()),
    registration: optional(givenLater(text())),
    city: givenLater(text()),
    labels: group({ legalName: text(), registration: text(), city: text(), phone: text() }),
  }),
};
