// Match reminders by e-mail: the calls the pages opened from e-mailed links make, authorised by the
// link's signed token (no account, no cookie).
import type { ReminderPage } from "@shared/contract/reminders";
import { apiKeys } from "@shared/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch, useApiQuery, withQuery } from "../lib/api";

export const useReminderPage = (token: string, enabled: boolean) => useApiQuery(apiKeys.reminders(token), { enabled, retry: false });

export const useConfirmReminders = () =>
  useMutation({ mutationFn: (token: string) => apiFetch<{ confirmed: true; token: string }>("/api/reminders/confirm", { method: "POST", json: { token } }) });

/** Unsubscribing and deleting are the same: the address and everything followed are forgotten. */
export const useDeleteReminders = (token: string) =>
  useMutation({ mutationFn: () => apiFetch<{ deleted: boolean }>(withQuery("/api/reminders/manage", { token }), { method: "DELETE" }) });

/** Changes a follow's city (`city`) or stops it (no city); the answer is the page as it now is. */
export function useChangeReminder(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ team, city }: { team: string; city?: string }) =>
      apiFetch<ReminderPage>(withQuery(`/api/reminders/manage/follows/${encodeURIComponent(team)}`, { token }), {
        method: city ? "PATCH" : "DELETE",
        ...(city ? { json: { city } } : {}),
      }),
    onSuccess: (page) => client.setQueryData(apiKeys.reminders(token), page),
  });
}
