// /api/reminders: match reminders by e-mail (sign-up, the signed links' calls): request and answer schemas.

import { LOCALES } from "../i18n/locales";
import { anyTeamCode } from "./competitions";
import { slug } from "./fields";
import { ownerEmail } from "./owner";
import { z } from "./zod";

/** Two decimals at most (about a kilometre): a fan's location is never sent more precisely. */
const rounded = (max: number, what: string) =>
  z
    .number()
    .min(-max, `${what} is out of range`)
    .max(max, `${what} is out of range`)
    .refine((v) => Math.round(v * 100) / 100 === v, `${what} must have at most two decimals`);

/** POST /api/reminders: "E-mail me before {team}'s matches", with a city or a rounded location. */
export const reminderSignUpBody = z
  .object({
    email: ownerEmail,
    team: z.string().trim().pipe(anyTeamCode),
    city: slug.optional(),
    lat: rounded(90, "lat").optional(),
    lng: rounded(180, "lng").optional(),
    locale: z.enum(LOCALES),
  })
  .refine((b) => (b.lat === undefined) === (b.lng === undefined), { message: "lat and lng go together", path: ["lat"] })
  .refine((b) => b.city !== undefined || b.lat !== undefined, { message: "Choose a city, or share your location.", path: ["city"] });
export type ReminderSignUpRequest = z.input<typeof reminderSignUpBody>;

export const reminderSignUpAccepted = z.object({ accepted: z.literal(true) });

/** A signed link's token: "{id}.{signature}". */
const token = z.string().regex(/^\d{1,12}\.[A-Za-z0-9_-]{43}$/, "This link is not valid.");
export const reminderTokenBody = z.object({ token });
export const reminderTokenQuery = z.object({ token });

/** POST /api/reminders/confirm: the manage link's token, for the page the fan is sent on to. */
export const reminderConfirmed = z.object({ confirmed: z.literal(true), token: z.string() });

const reminderFollow = z.object({
  team: z.object({ code: z.string(), name: z.string(), nameEs: z.string().nullable(), flag: z.string() }),
  city: z.object({ slug: z.string(), name: z.string() }),
  locale: z.enum(LOCALES),
  confirmedAt: z.string().nullable(),
});
export type ReminderFollowView = z.infer<typeof reminderFollow>;

/** GET /api/reminders/manage?token=: what the fan follows. */
export const reminderPage = z.object({ email: z.string(), confirmedAt: z.string().nullable(), follows: z.array(reminderFollow) });
export type ReminderPage = z.infer<typeof reminderPage>;

export const reminderFollowParams = z.object({ team: anyTeamCode });
export const reminderCityBody = z.object({ city: slug });

/** DELETE /api/reminders/manage and POST /api/reminders/unsubscribe. */
export const reminderDeleted = z.object({ deleted: z.boolean() });
