import { useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/api-types";

export const usePublicConfig = () => useQuery<PublicConfig>({ queryKey: ["/api/config"], staleTime: Infinity });
