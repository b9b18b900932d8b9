// A listing's phone, website and Instagram, with the form's messages under each.

import { VENUE_FIELD_MAX } from "@shared/venue-fields";
import { useTranslations } from "use-intl";
import { Field, type FieldLook, Input } from "../ui/Field";
import type { DetailsDraft, DetailsErrors } from "./details";

type ContactKey = "phone" | "website" | "instagram";

/** Each field's label and hint are keys in submit.contactFields. */
const FIELDS: Record<ContactKey, { hint?: "instagramHint" } & React.ComponentProps<"input">> = {
  phone: { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: VENUE_FIELD_MAX.phone, placeholder: "(206) 555-0100" },
  website: {
    type: "url",
    inputMode: "url",
    autoComplete: "url",
    maxLength: VENUE_FIELD_MAX.website,
    placeholder: "https://www.example.com",
  },
  instagram: {
    type: "text",
    autoComplete: "off",
    maxLength: VENUE_FIELD_MAX.instagram,
    placeholder: "@yourvenue",
    hint: "instagramHint",
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
  const t = useTranslations("submit.contactFields");
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {(Object.keys(FIELDS) as ContactKey[]).map((key) => {
        const { hint, ...attrs } = FIELDS[key];
        return (
          <Field key={key} label={t(key)} id={idOf(key)} look={look} hint={hint && t(hint)} error={errors[key]}>
            <Input {...attrs} name={key === "website" ? "venueWebsite" : key} value={value[key]} onChange={(e) => onChange(key, e.target.value)} />
          </Field>
        );
      })}
    </div>
  );
}
