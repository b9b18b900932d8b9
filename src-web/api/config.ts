import { apiKeys } from "@shared/query-keys";
import { useApiQuery } from "../lib/api";

export const usePublicConfig = () => useApiQuery(apiKeys.config(), { staleTime: Infinity });
