import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiFetch, withQuery } from "./api";

/**
 * Default query function (docs/spec.md §7): a GET to the query key's parts joined with "/";
 * a trailing object part becomes the query string.
 */
const defaultQueryFn: QueryFunction = ({ queryKey }) => {
  const parts = [...queryKey];
  const params = typeof parts[parts.length - 1] === "object" ? (parts.pop() as Record<string, never>) : undefined;
  const path = parts.map(String).join("/");
  return apiFetch(params ? withQuery(path, params) : path);
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
