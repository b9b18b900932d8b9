// /api/admin/clubs: the clubs (teams of kind club) as admins see and edit them: names in both
// languages, country (its flag follows) and the read-only code their addresses use (docs/decisions/035).

import { competitionIdParams } from "./admin-competitions";
import { countryCode, idParam, text } from "./fields";
import { z } from "./zod";

const adminClub = z.object({
  /** The code in the club's addresses (/team/{code}): never edited, so links keep working. */
  code: z.string(),
  name: z.string(),
  shortName: z.string().nullable(),
  nameEs: z.string().nullable(),
  /** ISO 3166 alpha-2 ("ES"), or a UK home nation ("GB-ENG"); null until an admin sets it. */
  country: z.string().nullable(),
  flag: z.string(),
  /** The feed's exact name, the key a refresh matches on; null for a club no feed names. */
  sourceName: z.string().nullable(),
  /** The competitions it plays matches in. */
  competitions: z.array(z.string()),
});
export type AdminClub = z.infer<typeof adminClub>;

export const ADMIN_CLUBS_PAGE = 50;

/** GET /api/admin/clubs: a search over names and code, a competition, a page (1 on). */
export const adminClubQuery = z.object({
  q: text(80).optional(),
  competition: competitionIdParams.shape.id.optional(),
  page: idParam.pipe(z.number().max(1000, "must be at most 1000")).default(1),
});
export type AdminClubFilter = Partial<z.output<typeof adminClubQuery>>;

export const adminClubPage = z.object({ clubs: z.array(adminClub), total: z.number(), page: z.number(), pageSize: z.number() });
export type AdminClubPage = z.infer<typeof adminClubPage>;

export const clubCodeParams = z.object({
  code: z
    .string()
    .max(60)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a club's code"),
});

const optionalName = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v || null);

/**
 * PATCH /api/admin/clubs/{code}: the club's names and country, all given (an empty short or Spanish
 * name removes it, and the name is then used). A feed never writes them again.
 */
export const clubEditBody = z.object({
  name: z.string().trim().min(1, "give the club's name").max(80, "must be at most 80 characters"),
  shortName: optionalName(40),
  nameEs: optionalName(80),
  country: countryCode.nullish().transform((c) => c ?? null),
});
export type ClubEditRequest = z.input<typeof clubEditBody>;
export type ClubEdit = z.output<typeof clubEditBody>;

export const clubEditResult = z.object({ success: z.literal(true), changed: z.boolean(), club: adminClub });
export type ClubEditResult = z.infer<typeof clubEditResult>;
