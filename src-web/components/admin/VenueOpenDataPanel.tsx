// The admin's venue editor: the open map data the venue was made from or linked to, kept after an
// owner claims it (docs/decisions/030): source, id, licence, data date, and what the last import read.
import { OPEN_DATA_ATTRIBUTION } from "@shared/open-data";
import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../../lib/api";
import { formatDate } from "../../lib/format";
import { card } from "./ui";

export function VenueOpenDataPanel({ venueId }: { venueId: number }) {
  const rows = useApiQuery(apiKeys.admin.venueOpenData(venueId), { staleTime: 10_000 });
  if (!rows.data?.length) return null;
  return (
    <section className={`${card} mt-6 space-y-3`} aria-labelledby="open-data-heading" data-testid="venue-open-data">
      <h2 id="open-data-heading" className="text-lg font-semibold text-slate-900">
        Open map data
      </h2>
      <ul className="space-y-3 text-sm text-slate-700">
        {rows.data.map((r) => (
          <li key={`${r.source}:${r.sourceId}`} className="space-y-1">
            <p>
              <span className="font-medium text-slate-900">{OPEN_DATA_ATTRIBUTION[r.source].name}</span> <code>{r.sourceId}</code> ({r.licence}):{" "}
              {r.linked ? "linked to this listing (its data was not copied)" : "this listing was made from it"}. Data as of{" "}
              {r.dataDate ? formatDate(r.dataDate) : "an unknown date"}; imported {formatDate(r.importedAt)}, last read {formatDate(r.updatedAt)}.
            </p>
            <p className="break-words text-slate-600">
              As last read: {[r.data.name, r.data.address, r.data.phone, r.data.website].filter((v) => typeof v === "string" && v).join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
