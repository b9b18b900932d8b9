// City and status filters of the manage screens, kept in the URL query (?cityId=&status=).

import type { AdminListFilter, StatusFilter } from "@shared/admin-filter";
import { useSearchParams } from "react-router";
import { useAdminCities } from "../../api/admin";
import { Field, Select } from "../ui/Field";
import { CityOptions } from "./CityOptions";

const STATUSES: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All statuses" },
  { value: "approved", label: "Approved" },
  { value: "pending", label: "Pending" },
  { value: "rejected", label: "Rejected" },
];

export function useAdminFilter(): [AdminListFilter, (next: AdminListFilter) => void] {
  const [params, setParams] = useSearchParams();
  const cityId = Number(params.get("cityId"));
  const rawStatus = params.get("status");
  const status = STATUSES.some((s) => s.value === rawStatus) ? (rawStatus as StatusFilter) : "all";
  const filter: AdminListFilter = { cityId: Number.isInteger(cityId) && cityId > 0 ? cityId : undefined, status };
  const set = (next: AdminListFilter) => {
    const q = new URLSearchParams();
    if (next.cityId) q.set("cityId", String(next.cityId));
    if (next.status && next.status !== "all") q.set("status", next.status);
    setParams(q, { replace: true });
  };
  return [filter, set];
}

export function AdminFilters({ filter, onChange }: { filter: AdminListFilter; onChange: (f: AdminListFilter) => void }) {
  const cities = useAdminCities();
  return (
    <form role="search" aria-label="Filters" className="grid gap-4 sm:grid-cols-2 lg:max-w-2xl" onSubmit={(e) => e.preventDefault()}>
      <Field label="City" id="filter-city" look="admin">
        <Select value={filter.cityId ?? ""} onChange={(e) => onChange({ ...filter, cityId: e.target.value ? Number(e.target.value) : undefined })}>
          <option value="">All cities</option>
          <CityOptions cities={cities.data} value="id" />
        </Select>
      </Field>
      <Field label="Status" id="filter-status" look="admin">
        <Select value={filter.status ?? "all"} onChange={(e) => onChange({ ...filter, status: e.target.value as StatusFilter })}>
          {STATUSES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </Select>
      </Field>
    </form>
  );
}
