// A submission that looks like a venue already on the site (docs/decisions/047): found before any
// checkout, so that nobody pays twice for one listing without being asked.
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { submissions, venueOwners, venues } from "../../db/schema";
import { ApiError, type ErrorBody } from "../../lib/errors";
import type { LikelyDuplicate } from "../../shared/contract/payments";

/**
 * A name as a key, in SQL so that the stored names and the one typed go through the same function:
 * case, spaces and punctuation do not count, and "&" is "and" ("O'Malley's Bar & Grill" is
 * "omalleysbarandgrill").
 */
function nameKey(value: SQL): SQL {
  let key = sql`lower(replace(${value}, '&', 'and'))`;
  for (const mark of [" ", ".", ",", "'", "\u2019", "-"]) key = sql`replace(${key}, ${mark}, '')`;
  return key;
}

/** Words an address writes either way. */
const ADDRESS_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  boulevard: "blvd",
  road: "rd",
  drive: "dr",
  lane: "ln",
  place: "pl",
  court: "ct",
  highway: "hwy",
  parkway: "pkwy",
  square: "sq",
  suite: "ste",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
};

/** An address as words: lower case, no accents or punctuation, the usual abbreviations. */
function addressWords(address: string): string {
  return address
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ADDRESS_WORDS[word] ?? word)
    .join(" ");
}

/** The same street address, one perhaps followed by the city, state or ZIP the other leaves out. */
function sameAddress(a: string, b: string): boolean {
  const [x, y] = [addressWords(a), addressWords(b)].sort((p, q) => p.length - q.length);
  return !!x && (x === y || y.startsWith(`${x} `));
}

interface SubmittedVenue {
  cityId: number;
  venueName: string;
  address: string;
  contactEmail: string;
}

/**
 * The venue of the same city that a submission is likely a copy of: listed or waiting for review
 * (every paid submission is one), with the same name once case, spaces and punctuation are set
 * aside, and either the same street address or the same e-mail (the one it was submitted with or
 * one of its owners'). A rejected venue is not counted: submitting it again is how it is corrected.
 */
export async function findLikelyDuplicate(db: Db, venue: SubmittedVenue): Promise<LikelyDuplicate | null> {
  const email = venue.contactEmail.toLowerCase();
  const rows = await db
    .select({
      venueId: venues.id,
      name: venues.name,
      address: venues.address,
      status: venues.status,
      submittedBy: submissions.contactEmail,
      ownedByEmail: sql<number>`EXISTS (SELECT 1 FROM ${venueOwners} WHERE ${venueOwners.venueId} = ${venues.id} AND lower(${venueOwners.email}) = ${email})`,
    })
    .from(venues)
    .leftJoin(submissions, eq(submissions.id, venues.submissionId))
    .where(
      and(
        eq(venues.cityId, venue.cityId),
        inArray(venues.status, ["approved", "pending"]),
        sql`${nameKey(sql`${venues.name}`)} = ${nameKey(sql`${venue.venueName}`)}`,
      ),
    )
    .orderBy(venues.id)
    .limit(20);
  const found = rows.find((row) => sameAddress(row.address, venue.address) || row.submittedBy?.toLowerCase() === email || Boolean(row.ownedByEmail));
  if (!found) return null;
  return { venueId: found.venueId, name: found.name, address: found.address, status: found.status === "approved" ? "listed" : "pending_review" };
}

/** The 409 for a likely duplicate: in words, and the venue itself for the form to show. */
export class LikelyDuplicateError extends ApiError {
  constructor(readonly duplicate: LikelyDuplicate) {
    const state = duplicate.status === "listed" ? "is listed on the site" : "was paid for and is waiting for review";
    super(
      409,
      "likely_duplicate",
      `This looks like a venue we already have: ${duplicate.name}, ${duplicate.address}, ${state}. Nothing was charged. ` +
        "If it is another venue, or you mean to pay for this one again, confirm and send the form again.",
    );
  }

  override toBody(): ErrorBody & { duplicate: LikelyDuplicate } {
    return { ...super.toBody(), duplicate: this.duplicate };
  }
}
