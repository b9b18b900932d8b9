// Dashboard tabs that only show data for now: approved venues, cities, sponsors.
import { Link } from "react-router";
import { useAdminCities, useAdminSponsors, useAdminVenues } from "../../api/admin";
import { formatDate } from "../../lib/format";
import { FeaturedBadge } from "./AdminBadges";
import { useRedirectOn401 } from "./AdminGuard";

const thBase = "px-2 py-2 text-xs sm:px-3 font-semibold uppercase tracking-wide text-slate-600";
const th = `${thBase} text-left`;
const thNum = `${thBase} text-right`;
const td = "px-2 py-2 align-top sm:px-3 text-sm text-slate-800";

function ComingSoon() {
  return (
    <p className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-700">
      Editing coming soon. This is a read-only view of the current data.
    </p>
  );
}

export function ApprovedVenuesTab() {
  const venues = useAdminVenues({ status: "approved" });
  useRedirectOn401(venues.error);
  if (venues.isPending) return <p role="status" className="text-slate-600">Loading approved venues...</p>;
  if (venues.isError) return <p role="alert" className="text-red-700">Failed to fetch venues</p>;
  if (venues.data.length === 0) return <p className="text-slate-700">No approved venues yet.</p>;
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">
        {venues.data.length} approved venue{venues.data.length === 1 ? "" : "s"}.{" "}
        <Link to="/admin/venues?status=approved" className="font-medium text-pitch-700 underline">
          Manage them
        </Link>
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" aria-label="Approved venues">
        {venues.data.map((v) => (
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
            <div className="flex shrink-0 gap-2">{v.isFeatured && <FeaturedBadge />}</div>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CitiesTab() {
  const cities = useAdminCities();
  useRedirectOn401(cities.error);
  return (
    <div>
      <ComingSoon />
      {cities.isPending && <p role="status" className="text-slate-600">Loading cities...</p>}
      {cities.isError && <p role="alert" className="text-red-700">Failed to fetch cities</p>}
      {cities.data && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">Cities and their venues by status</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>City</th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>State</th>
                <th scope="col" className={`${th} hidden sm:table-cell`}>Host 2026</th>
                <th scope="col" className={thNum}>Approved</th>
                <th scope="col" className={thNum}>Pending</th>
                <th scope="col" className={thNum}>Rejected</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {cities.data.map((c) => (
                <tr key={c.id}>
                  <td className={td}>
                    <Link to={`/city/${c.slug}`} className="font-medium hover:underline">
                      {c.name}
                    </Link>
                    <span className="block text-xs text-slate-500 sm:hidden">
                      {c.state ?? "No state"}
                      {c.host2026 ? " · Host city" : ""}
                    </span>
                  </td>
                  <td className={`${td} hidden sm:table-cell`}>{c.state ?? "—"}</td>
                  <td className={`${td} hidden sm:table-cell`}>{c.host2026 ? "Yes" : "No"}</td>
                  <td className={`${td} text-right tabular-nums`}>{c.venueCounts.approved}</td>
                  <td className={`${td} text-right tabular-nums`}>{c.venueCounts.pending}</td>
                  <td className={`${td} text-right tabular-nums`}>{c.venueCounts.rejected}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

export function SponsorsTab() {
  const sponsors = useAdminSponsors();
  useRedirectOn401(sponsors.error);
  return (
    <div>
      <ComingSoon />
      {sponsors.isPending && <p role="status" className="text-slate-600">Loading sponsors...</p>}
      {sponsors.isError && <p role="alert" className="text-red-700">Failed to fetch sponsors</p>}
      {sponsors.data && sponsors.data.length === 0 && <p className="text-slate-700">No city sponsors yet.</p>}
      {sponsors.data && sponsors.data.length > 0 && (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="min-w-full divide-y divide-slate-200">
            <caption className="sr-only">City sponsors</caption>
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={th}>City</th>
                <th scope="col" className={th}>Status</th>
                <th scope="col" className={th}>Contact</th>
                <th scope="col" className={th}>Since</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {sponsors.data.map((s) => (
                <tr key={s.id}>
                  <td className={td}>{s.cityName}</td>
                  <td className={td}>{s.status}</td>
                  <td className={`${td} break-all`}>{s.contactEmail ?? "—"}</td>
                  <td className={td}>{formatDate(s.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
