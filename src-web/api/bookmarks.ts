// Saved venues of the anonymous fan: the list query and the save/remove mutation.

import type { Bookmark, BookmarkRemoved, BookmarkRequest, BookmarkSaved } from "@shared/contract/fans";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { isNewAnonymousId, useAnonymousId } from "../lib/anonymous-id";
import { apiFetch, useApiQuery, withQuery } from "../lib/api";

/** The fan's saved venues. docs/spec.md §8: a failed fetch is an empty list, silently; no request without a user id. */
export function useBookmarks() {
  const userId = useAnonymousId();
  const query = useApiQuery(apiKeys.bookmarks(userId), {
    enabled: !!userId,
    // A visitor whose id was just made has saved nothing: no request, and no second render of every save button.
    initialData: isNewAnonymousId() ? [] : undefined,
    queryFn: async () => {
      try {
        return await apiFetch<Bookmark[]>(withQuery("/api/bookmarks", { userId }));
      } catch {
        return [];
      }
    },
  });
  return { userId, ...query };
}

/** Saves (save=true) or removes a venue; the list is refreshed before the mutation settles. */
export function useSetBookmark(userId: string | null) {
  const queryClient = useQueryClient();
  const key = apiKeys.bookmarks(userId);
  return useMutation({
    mutationFn: async ({ venueId, save }: { venueId: number; save: boolean }) => {
      if (!userId) throw new Error("No anonymous id");
      if (save) return apiFetch<BookmarkSaved>("/api/bookmarks", { method: "POST", json: { userId, venueId } satisfies BookmarkRequest });
      return apiFetch<BookmarkRemoved>(withQuery("/api/bookmarks", { userId, venueId }), { method: "DELETE" });
    },
    onSuccess: (_data, { venueId, save }) => {
      // A removal can be shown at once; an addition needs the venue object from the server.
      if (!save) queryClient.setQueryData<Bookmark[]>(key, (list) => list?.filter((b) => b.venueId !== venueId));
    },
    // Returning the promise keeps the mutation pending until the list has been refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
