// A listing's phone, website and Instagram, with the form's messages under each.

import { VENUE_FIELD_MAX } from "@shared/venue-fields";
import { Field, type FieldLook, Input } from "../ui/Field";
import type { DetailsDraft, DetailsErrors } from "./details";

type ContactKey = "phone" | "website" | "instagram";

const FIELDS: Record<ContactKey, { label: string; hint?: string } & React.ComponentProps<"input">> = {
  phone: { label: "Phone", type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: VENUE_FIELD_MAX.phone, placeholder: "(206) 555-0100" },
  website: {
    label: "Website",
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    maxLength: VENUE_FIELD_MAX.website,
    placeholder: "https://www.example.com",
  },
  instagram: {
    label: "Instagram",
    type: "text",
    autoComplete: "off",
    maxLength: VENUE_FIELD_MAX.instagram,
    placeholder: "@yourvenue",
    hint: "A handle or the profile's address.",
  },
};

export function ContactFields({
  value,
  errors,
  onChange,
  idOf,
  look = "page",
}: {
  value: Pick<DetailsDraft, ContactKey>;
  errors: DetailsErrors;
  onChange: (key: ContactKey, text: string) => void;
  /** The id of each input (the form focuses the first wrong one). */
  idOf: (key: ContactKey) => string;
  look?: FieldLook;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {(Object.keys(FIELDS) as ContactKey[]).map((key) => {
        const { label, hint, ...attrs } = FIELDS[key];
        return (
          <Field key={key} label={label} id={idOf(key)} look={look} hint={hint} error={errors[key]}>
            <Input {...attrs} name={key === "website" ? "venueWebsite" : key} value={value[key]} onChange={(e) => onChange(key, e.target.value)} />
          </Field>
        );
      })}
    </div>
  );
}
