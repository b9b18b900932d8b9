// The heart toggle on venue cards: saves a venue for the anonymous fan, one tap, no account.

import { clsx } from "clsx";
import { Heart } from "lucide-react";
import { useTranslations } from "use-intl";
import { useBookmarks, useSetBookmark } from "../api/bookmarks";
import { errorMessage } from "../lib/api";
import { toast } from "../lib/toast";

export function BookmarkButton({ venueId }: { venueId: number }) {
  const t = useTranslations("venues.bookmark");
  const { userId, data, isPending: listLoading } = useBookmarks();
  const change = useSetBookmark(userId);

  // Spec: shown only once the anonymous id exists.
  if (!userId) return null;

  const savedOnServer = !!data?.some((b) => b.venueId === venueId);
  // Optimistic: while a change is pending, show what was asked for; a failure falls back to the server state.
  const saved = change.isPending && change.variables ? change.variables.save : savedOnServer;
  const disabled = listLoading || change.isPending;

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    // The button sits on a card that links to the venue: never navigate.
    event.preventDefault();
    event.stopPropagation();
    if (disabled) return;
    const save = !savedOnServer;
    change.mutate(
      { venueId, save },
      {
        onSuccess: () =>
          toast({
            title: save ? t("saved") : t("removed"),
            description: save ? t("savedText") : undefined,
            variant: "success",
          }),
        onError: (err) =>
          toast({
            title: save ? t("saveFailed") : t("removeFailed"),
            description: errorMessage(err, save ? t("saveFailedText") : t("removeFailedText")),
            variant: "destructive",
          }),
      },
    );
  };

  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-pressed={saved}
      aria-label={saved ? t("remove") : t("save")}
      title={saved ? t("remove") : t("save")}
      data-testid="bookmark-button"
      className={clsx(
        "inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 shadow-md ring-1 ring-black/10 transition",
        "hover:bg-white hover:scale-105 disabled:cursor-wait disabled:opacity-70",
      )}
    >
      <Heart aria-hidden className={clsx("h-5 w-5 transition-colors", saved ? "fill-red-500 text-red-500" : "fill-transparent text-slate-700")} />
    </button>
  );
}
