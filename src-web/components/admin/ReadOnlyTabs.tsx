// Dashboard tabs that list data: approved venues, cities (each with its editor), sponsors (read-only).

import type { AdminCity, AdminSponsor, AdminVenue } from "@shared/contract/admin";
import type { UseQueryResult } from "@tanstack/react-query";
import { clsx } from "clsx";
import { Link } from "react-router";
import { useAdminCities, useAdminSponsors, useAdminVenues } from "../../api/admin";
import { formatDate } from "../../lib/format";
import { Badge } from "../ui/Badge";
import { FeaturedBadge } from "./AdminBadges";
import { useRedirectOn401 } from "./AdminGuard";
import { isCurrentlyFeatured } from "./FeatureControls";

const thBase = "px-2 py-2 text-xs sm:px-3 font-semibold uppercase tracking-wide text-slate-600";
const th = `${thBase} text-left`;
const thNum = `${thBase} text-right`;
const td = "px-2 py-2 align-top sm:px-3 text-sm text-slate-800";

/** A tab's data while loading, after a failure (a 401 goes to the login page), when empty, or shown by `children`. */
function TabData<T>({
  query,
  loading,
  error,
  empty,
  readOnlyNote,
  children,
}: {
  query: UseQueryResult<T[]>;
  loading: string;
  error: string;
  /** Said when there are no rows; without it `children` shows the empty list. */
  empty?: string;
  /** Says that the data cannot be edited here yet. */
  readOnlyNote?: boolean;
  children: (rows: T[]) => React.ReactNode;
}) {
  useRedirectOn401(query.error);
  return (
    <div>
      {readOnlyNote && (
        <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">Editing coming soon. This is a read-only view of the current data.</p>
      )}
      {query.isPending && (
        <p role="status" className="text-slate-600">
          {loading}
        </p>
      )}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      )}
      {query.data && (empty && query.data.length === 0 ? <p className="text-slate-700">{empty}</p> : children(query.data))}
    </div>
  );
}

export function ApprovedVenuesTab() {
  return (
    <TabData query={useAdminVenues({ status: "approved" })} loading="Loading approved venues..." error="Failed to fetch venues" empty="No approved venues yet.">
      {(venues) => <ApprovedVenues venues={venues} />}
    </TabData>
  );
}

function ApprovedVenues({ venues }: { venues: AdminVenue[] }) {
  return (
    <>
      <p className="mb-3 text-sm text-slate-600">
        {venues.length} approved venue{venues.length === 1 ? "" : "s"}.{" "}
        <Link to="/admin/venues?status=approved" className="font-medium text-pitch-700 underline">
          Manage them
        </Link>
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Approved venues">
        {venues.map((v) => (
          <li key={v.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">
                <Link to={`/venue/${v.id}`} className="hover:underline">
                  {v.name}
                </Link>
              </p>
              <p className="text-sm text-slate-600">
                {v.address} · {v.cityName}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">{isCurrentlyFeatured(v) && <FeaturedBadge until={v.featuredUntil} timeZone={v.timeZone} />}</div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A column of a read-only table: header, cell, and extra classes for both (alignment, hiding on phones). */
interface Column<T> {
  header: string;
  cell: (row: T) => React.ReactNode;
  className?: string;
  numeric?: boolean;
}

function DataTable<T extends { id: number }>({ caption, columns, rows }: { caption: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={clsx(c.numeric ? thNum : th, c.className)}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.header} className={clsx(td, c.numeric && "text-right tabular-nums", c.className)}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const NotListed = () => <Badge tone="amber">Not listed: no state</Badge>;

const CITY_COLUMNS: Column<AdminCity>[] = [
  {
    header: "City",
    cell: (c) => (
      <>
        <Link to={`/city/${c.slug}`} className="font-medium hover:underline">
          {c.name}
        </Link>
        <span className="block text-xs text-slate-500 sm:hidden">
          {c.listed ? c.state : <NotListed />}
          {c.host2026 ? " · Host city" : ""}
        </span>
      </>
    ),
  },
  { header: "State", cell: (c) => (c.listed ? c.state : <NotListed />), className: "hidden sm:table-cell" },
  { header: "Time zone", cell: (c) => c.timeZone, className: "hidden md:table-cell" },
  { header: "Host 2026", cell: (c) => (c.host2026 ? "Yes" : "No"), className: "hidden lg:table-cell" },
  { header: "Approved", cell: (c) => c.venueCounts.approved, numeric: true },
  { header: "Pending", cell: (c) => c.venueCounts.pending, numeric: true, className: "hidden sm:table-cell" },
  { header: "Rejected", cell: (c) => c.venueCounts.rejected, numeric: true, className: "hidden sm:table-cell" },
  {
    header: "Edit",
    cell: (c) => (
      <Link to={`/admin/cities/${c.id}/edit`} className="font-medium text-pitch-700 underline" aria-label={`Edit ${c.name}`}>
        Edit
      </Link>
    ),
  },
];

const SPONSOR_COLUMNS: Column<AdminSponsor>[] = [
  { header: "City", cell: (s) => s.cityName },
  { header: "Status", cell: (s) => s.status },
  { header: "Contact", cell: (s) => s.contactEmail ?? "—", className: "break-all" },
  { header: "Since", cell: (s) => formatDate(s.createdAt) },
];

/** Cities that are not listed come first: they are the ones that need the admin. */
const unlistedFirst = (cities: AdminCity[]) => [...cities].sort((a, b) => Number(a.listed) - Number(b.listed));

export function CitiesTab() {
  return (
    <TabData query={useAdminCities()} loading="Loading cities..." error="Failed to fetch cities">
      {(cities) => {
        const listed = cities.filter((c) => c.listed).length;
        return (
          <>
            <p className="mb-3 text-sm text-slate-700" data-testid="admin-cities-summary">
              {listed} of {cities.length} cities listed. A city without a state is not listed on All Cities, the home page or the sitemap until you set its
              state.
            </p>
            <DataTable caption="Cities and their venues by status" columns={CITY_COLUMNS} rows={unlistedFirst(cities)} />
          </>
        );
      }}
    </TabData>
  );
}

export function SponsorsTab() {
  return (
    <TabData query={useAdminSponsors()} loading="Loading sponsors..." error="Failed to fetch sponsors" empty="No city sponsors yet." readOnlyNote>
      {(sponsors) => <DataTable caption="City sponsors" columns={SPONSOR_COLUMNS} rows={sponsors} />}
    </TabData>
  );
}
