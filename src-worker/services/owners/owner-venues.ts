// What a signed-in owner does with the venues they manage, free of HTTP. Every change is written with
// its audit row (admin_logs, event "owner_...": who, when, each field before and after) and the
// cache bump in one batch. Name and address changes wait for an admin (owner_change_requests).
import { and, asc, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { runBatch, type Statement } from "../../db/batch";
import type { Db } from "../../db/client";
import { adminLogs, cities, ownerChangeRequests, venueOwners, venues } from "../../db/schema";
import { conflict, forbidden, notFound } from "../../lib/errors";
import type { AdminOwnerChange, AdminVenueOwners, OwnerAuditEntry, OwnerVenue, OwnerVenueEdit, OwnerVenueListItem } from "../../shared/contract/owner";
import { logStatement } from "../platform/admin-logs";
import { bumpDataVersions } from "../platform/data-versions";
import { opensEarlyEdit } from "../venues/opens-early";
import { adminClaims, assertClaimRefs, claimStatements, claimsAfter, NO_CLAIMS } from "../venues/venue-claims";
import { cityJoin, publicVenueColumns, toPublicVenue } from "../venues/venue-view";
import { legacyHoursCleared } from "../venues/venues";

/** The venues of the address, any status (an owner sees a venue an admin took down too). */
export async function listOwnerVenues(db: Db, email: string): Promise<OwnerVenueListItem[]> {
  const rows = await db
    .select({ id: venues.id, name: venues.name, cityName: cities.name, citySlug: cities.slug, status: venues.status, verifiedAt: venues.verifiedAt })
    .from(venueOwners)
    .innerJoin(venues, eq(venues.id, venueOwners.venueId))
    .innerJoin(cities, eq(cities.id, venues.cityId))
    .where(eq(venueOwners.email, email))
    .orderBy(asc(venues.name), asc(venues.id));
  return rows.map((r) => ({ ...r, verifiedAt: r.verifiedAt?.toISOString() ?? null }));
}

/**
 * The venue when the address manages it; 403 otherwise, whether the venue exists or not (an owner
 * learns nothing about venues that are not theirs, not even whether a pending one exists).
 */
async function ownedVenue(db: Db, email: string, venueId: number) {
  const [row] = await db
    .select({ ...getTableColumns(venues) })
    .from(venues)
    .innerJoin(venueOwners, and(eq(venueOwners.venueId, venues.id), eq(venueOwners.email, email)))
    .where(eq(venues.id, venueId))
    .limit(1);
  if (!row) throw forbidden("You do not manage this venue.");
  return row;
}

export async function assertOwns(db: Db, email: string, venueId: number): Promise<void> {
  await ownedVenue(db, email, venueId);
}

export async function getOwnerVenue(db: Db, email: string, venueId: number): Promise<OwnerVenue> {
  await ownedVenue(db, email, venueId);
  const [[row], claims, pending] = await Promise.all([
    db
      .select(publicVenueColumns)
      .from(venues)
      .innerJoin(...cityJoin)
      .where(eq(venues.id, venueId)),
    adminClaims(db, [venueId]),
    db
      .select()
      .from(ownerChangeRequests)
      .where(and(eq(ownerChangeRequests.venueId, venueId), eq(ownerChangeRequests.status, "pending")))
      .orderBy(asc(ownerChangeRequests.createdAt)),
  ]);
  return {
    ...toPublicVenue(row),
    claims: claims.get(venueId) ?? NO_CLAIMS,
    pendingChanges: pending.map((p) => ({ id: p.id, ...p.changes, createdAt: p.createdAt.toISOString() })),
  };
}

/** Fields that go live at once. */
const LIVE_FIELDS = [
  "phone",
  "website",
  "instagram",
  "hours",
  "notes",
  "tags",
  "hasFood",
  "familyFriendly",
  "bigScreens",
  "openLate",
  "craftBeer",
  "outdoorScreens",
  "premiumBar",
] as const satisfies readonly (keyof OwnerVenueEdit)[];

/** Fields an admin reviews first. */
const REVIEWED_FIELDS = ["name", "address"] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Change = { before: unknown; after: unknown };

/** How the owner's editor names the claims' fields (in a 400 for a match or team that does not exist). */
const CLAIM_FIELDS = { path: "claims.", competitions: "Every match of", matches: "Matches shown", supporters: "Supporters' venue of" };

/**
 * An owner's edit: fields that differ go live (with the audit row and cache bump), a new name or
 * address is stored for review, the matches and supporters' teams are set; ONE batch, so a save is
 * all or nothing. References are checked before it (a 400 naming the field and value), and the
 * answer says what changed and what waits, without reading back.
 */
export async function editOwnerVenue(
  db: Db,
  email: string,
  venueId: number,
  edit: OwnerVenueEdit,
  now: Date,
): Promise<{ changed: string[]; pendingReview: string[] }> {
  const current = await ownedVenue(db, email, venueId);
  const changes: Record<string, Change> = {};
  const set: Partial<typeof venues.$inferInsert> = {};
  for (const key of LIVE_FIELDS) {
    const after = edit[key];
    if (after === undefined || same(current[key], after)) continue;
    changes[key] = { before: current[key] ?? null, after };
    Object.assign(set, { [key]: after });
  }
  Object.assign(set, legacyHoursCleared(current, changes));
  const early = opensEarlyEdit(current.opensEarlyAt, edit.opensEarlyAt, "owner", now);
  if (early) {
    changes.opensEarlyAt = early.change;
    Object.assign(set, early.set);
  }
  const review: { name?: string; address?: string } = {};
  for (const key of REVIEWED_FIELDS) {
    const after = edit[key];
    if (after !== undefined && after !== current[key]) review[key] = after;
  }
  const statements: Statement[] = [];
  if (Object.keys(changes).length) {
    statements.push(
      db
        .update(venues)
        .set({ ...set, updatedAt: now })
        .where(eq(venues.id, venueId)),
      logStatement(db, "owner_venue_edited", { venueId, name: current.name, email, changes }, now.getTime()),
    );
  }
  let claimsChanged = false;
  if (edit.claims) {
    await assertClaimRefs(db, edit.claims, CLAIM_FIELDS);
    const before = (await adminClaims(db, [venueId])).get(venueId) ?? NO_CLAIMS;
    // The same claims again (the editor sends them with every save): nothing to write or log.
    claimsChanged = !same(claimsAfter(before, edit.claims, "owner", now), before);
    if (claimsChanged) {
      statements.push(
        ...claimStatements(db, venueId, edit.claims, "owner", now, { keepUnchanged: true }),
        logStatement(db, "owner_claims_set", { venueId, name: current.name, email, changes: { claims: { before, after: edit.claims } } }, now.getTime()),
      );
    }
  }
  if (statements.length) statements.push(bumpDataVersions(db, ["venues", "cities"]));
  if (Object.keys(review).length) {
    statements.push(
      db.insert(ownerChangeRequests).values({ venueId, email, changes: review, createdAt: now }),
      logStatement(db, "owner_change_requested", { venueId, name: current.name, email, changes: fieldChanges(current, review) }, now.getTime()),
    );
  }
  await runBatch(db, statements);
  return { changed: [...Object.keys(changes), ...(claimsChanged ? ["claims"] : [])], pendingReview: Object.keys(review) };
}

function fieldChanges(current: { name: string; address: string }, review: { name?: string; address?: string }): Record<string, Change> {
  const out: Record<string, Change> = {};
  for (const key of REVIEWED_FIELDS) if (review[key] !== undefined) out[key] = { before: current[key], after: review[key] };
  return out;
}

/** "Everything is still accurate": the venue is verified by its owner as of the site's clock. */
export async function confirmOwnerVenue(db: Db, email: string, venueId: number, now: Date): Promise<{ verifiedAt: string }> {
  const current = await ownedVenue(db, email, venueId);
  await runBatch(db, [
    db.update(venues).set({ verifiedAt: now }).where(eq(venues.id, venueId)),
    logStatement(
      db,
      "owner_venue_confirmed",
      { venueId, name: current.name, email, changes: { verifiedAt: { before: current.verifiedAt?.toISOString() ?? null, after: now.toISOString() } } },
      now.getTime(),
    ),
    bumpDataVersions(db, ["venues"]),
  ]);
  return { verifiedAt: now.toISOString() };
}

/** A new cover (already stored in R2 under the venue's key). */
export async function setOwnerCover(db: Db, email: string, venueId: number, coverImage: string, now: Date): Promise<void> {
  const current = await ownedVenue(db, email, venueId);
  await runBatch(db, [
    db.update(venues).set({ coverImage, updatedAt: now }).where(eq(venues.id, venueId)),
    logStatement(
      db,
      "owner_venue_edited",
      { venueId, name: current.name, email, changes: { coverImage: { before: current.coverImage, after: coverImage } } },
      now.getTime(),
    ),
    bumpDataVersions(db, ["venues", "cities"]),
  ]);
}

// ---- The admin's side: owners of a venue, their audit trail, revert, revoke, name/address review.

const parse = (text: string | null): Record<string, unknown> => {
  try {
    const v: unknown = text ? JSON.parse(text) : null;
    return v && typeof v === "object" ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

export async function venueOwnersAndAudit(db: Db, venueId: number): Promise<AdminVenueOwners> {
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound("Venue not found");
  const [owners, logs] = await Promise.all([
    db
      .select({ email: venueOwners.email, since: venueOwners.createdAt })
      .from(venueOwners)
      .where(eq(venueOwners.venueId, venueId))
      .orderBy(asc(venueOwners.createdAt)),
    db
      .select()
      .from(adminLogs)
      .where(sql`${adminLogs.event} LIKE 'owner%' AND json_extract(${adminLogs.payload}, '$.venueId') = ${venueId}`)
      .orderBy(desc(adminLogs.createdAt), desc(adminLogs.id))
      .limit(200),
  ]);
  const reverted = new Set(logs.filter((l) => l.event === "owner_change_reverted").map((l) => parse(l.payload).logId));
  const audit: OwnerAuditEntry[] = logs.map((l) => {
    const p = parse(l.payload);
    return {
      id: l.id,
      event: l.event,
      email: typeof p.email === "string" ? p.email : null,
      changes: (p.changes && typeof p.changes === "object" ? p.changes : {}) as OwnerAuditEntry["changes"],
      createdAt: l.createdAt.toISOString(),
      reverted: reverted.has(l.id),
    };
  });
  return { owners: owners.map((o) => ({ email: o.email, since: o.since.toISOString() })), audit };
}

/** Columns an owner edit may have changed, and so a revert may set back. */
const REVERTIBLE = new Set<string>([...LIVE_FIELDS, "coverImage", "hoursShort"]);

/** Sets the fields of an owner's edit back to what they were before it; logged as the admin's. */
export async function revertOwnerChange(db: Db, logId: number, now: Date): Promise<{ venueId: number; reverted: string[] }> {
  const [log] = await db.select().from(adminLogs).where(eq(adminLogs.id, logId)).limit(1);
  if (!log || log.event !== "owner_venue_edited") throw notFound("No owner change with this id");
  const p = parse(log.payload);
  const venueId = Number(p.venueId);
  const [venue] = await db.select({ id: venues.id, name: venues.name }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw notFound("Venue not found");
  const [done] = await db
    .select({ id: adminLogs.id })
    .from(adminLogs)
    .where(and(eq(adminLogs.event, "owner_change_reverted"), sql`json_extract(${adminLogs.payload}, '$.logId') = ${logId}`))
    .limit(1);
  if (done) throw conflict("This change was already reverted.");
  const changes = (p.changes ?? {}) as Record<string, Change>;
  const set: Record<string, unknown> = {};
  const back: Record<string, Change> = {};
  for (const [key, change] of Object.entries(changes)) {
    if (!REVERTIBLE.has(key)) continue;
    set[key] = change.before;
    back[key] = { before: change.after, after: change.before };
  }
  await runBatch(db, [
    db
      .update(venues)
      .set({ ...set, updatedAt: now })
      .where(eq(venues.id, venueId)),
    logStatement(db, "owner_change_reverted", { venueId, name: venue.name, logId, email: p.email ?? null, changes: back }, now.getTime()),
    bumpDataVersions(db, ["venues", "cities"]),
  ]);
  return { venueId, reverted: Object.keys(back) };
}

/** The address no longer manages the venue (its open session stays, but reaches nothing of this venue). */
export async function revokeOwner(db: Db, venueId: number, email: string, now: number): Promise<void> {
  const [row] = await db
    .select({ name: venues.name })
    .from(venueOwners)
    .innerJoin(venues, eq(venues.id, venueOwners.venueId))
    .where(and(eq(venueOwners.venueId, venueId), eq(venueOwners.email, email)));
  if (!row) throw notFound("This address does not manage this venue");
  await runBatch(db, [
    db.delete(venueOwners).where(and(eq(venueOwners.venueId, venueId), eq(venueOwners.email, email))),
    // A place from open map data without an owner is unconfirmed again (docs/decisions/030).
    bumpDataVersions(db, ["venues", "cities"]),
    logStatement(db, "owner_revoked", { venueId, name: row.name, email }, now),
  ]);
}

export async function listOwnerChanges(db: Db): Promise<AdminOwnerChange[]> {
  const rows = await db
    .select({ change: ownerChangeRequests, venueName: venues.name, currentAddress: venues.address })
    .from(ownerChangeRequests)
    .innerJoin(venues, eq(venues.id, ownerChangeRequests.venueId))
    .where(eq(ownerChangeRequests.status, "pending"))
    .orderBy(asc(ownerChangeRequests.createdAt), asc(ownerChangeRequests.id));
  return rows.map(({ change, venueName, currentAddress }) => ({
    id: change.id,
    venueId: change.venueId,
    venueName,
    currentAddress,
    email: change.email,
    ...change.changes,
    createdAt: change.createdAt.toISOString(),
  }));
}

/** Approves (the venue takes the new name/address) or rejects an owner's name/address change. */
export async function decideOwnerChange(db: Db, changeId: number, approve: boolean, now: Date): Promise<{ venueId: number }> {
  const [row] = await db
    .select({ change: ownerChangeRequests, name: venues.name, address: venues.address })
    .from(ownerChangeRequests)
    .innerJoin(venues, eq(venues.id, ownerChangeRequests.venueId))
    .where(eq(ownerChangeRequests.id, changeId));
  if (!row) throw notFound("Change not found");
  if (row.change.status !== "pending") throw conflict("Only pending changes can be decided.");
  const { venueId, changes, email } = row.change;
  const stillPending = and(eq(ownerChangeRequests.id, changeId), eq(ownerChangeRequests.status, "pending"));
  const statements: Statement[] = [
    db
      .update(ownerChangeRequests)
      .set({ status: approve ? "approved" : "rejected", decidedAt: now })
      .where(stillPending),
    logStatement(
      db,
      approve ? "owner_change_approved" : "owner_change_rejected",
      { venueId, name: row.name, email, changeId, changes: fieldChanges(row, changes) },
      now.getTime(),
    ),
  ];
  if (approve) {
    statements.push(
      db
        .update(venues)
        .set({ ...changes, updatedAt: now })
        .where(eq(venues.id, venueId)),
      bumpDataVersions(db, ["venues", "cities"]),
    );
  }
  await runBatch(db, statements);
  return { venueId };
}
