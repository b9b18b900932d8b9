// The admin lists' city and status filter, as the admin screens hold it.
import type { AdminStatus } from "./constants";

export type StatusFilter = AdminStatus | "all";
export interface AdminListFilter {
  cityId?: number;
  status?: StatusFilter;
}
