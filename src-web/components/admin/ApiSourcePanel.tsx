// A competition's results API beside its fixture list (docs/decisions/040): its football-data.org code,
// when it was last read, what that changed, the next try and any failure; set, remove, refresh now.
import type { AdminCompetition } from "@shared/contract/admin-competitions";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { apiFetch } from "../../lib/api";
import { dateFormat } from "../../lib/format";
import { useLeaveGuard } from "../../lib/leave-guard";
import { toast } from "../../lib/toast";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { Input } from "../ui/Field";
import { useAdminFailure } from "./AdminGuard";

type ApiSource = NonNullable<AdminCompetition["apiSource"]>;

const whenFormat = dateFormat({ dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const when = (iso: string) => `${whenFormat.format(new Date(iso))} UTC`;

const STATUS: Record<NonNullable<ApiSource["refreshStatus"]>, [string, "green" | "amber"]> = {
  ok: ["Up to date", "green"],
  rejected_rows: ["Applied, some matches not", "amber"],
  failed: ["Last read failed", "amber"],
  no_token: ["No API token", "amber"],
  refused: ["Token refused", "amber"],
  rate_limited: ["Waiting (429)", "amber"],
};

/** The source's calls; each one refreshes the admin's list and every public read of fixtures. */
function useApiSourceCall() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, method, path = "", json }: { id: string; method: "PUT" | "DELETE" | "POST"; path?: string; json?: unknown }) =>
      apiFetch<unknown>(`/api/admin/competitions/${id}/sources/football-data${path}`, { method, ...(json ? { json } : {}) }),
    onSuccess: () =>
      Promise.all(["/api/admin/competitions", "/api/competitions", "/api/fixtures", "/api/matches"].map((k) => qc.invalidateQueries({ queryKey: [k] }))),
  });
}

export function ApiSourcePanel({ c }: { c: AdminCompetition }) {
  const s = c.apiSource ?? null;
  const [code, setCode] = useState(s?.code ?? "");
  useLeaveGuard(code !== (s?.code ?? ""));
  const call = useApiSourceCall();
  const fail = useAdminFailure();
  const run = async (method: "PUT" | "DELETE" | "POST", done: string, path?: string, json?: unknown) => {
    try {
      await call.mutateAsync({ id: c.id, method, path, json });
      toast({ title: done, description: c.nameEn, variant: "success" });
    } catch (err) {
      fail(err, "Results API not changed");
    }
  };
  const status = s?.refreshStatus ? STATUS[s.refreshStatus] : null;
  return (
    <div className="mt-3 border-t border-slate-200 pt-3 text-sm text-slate-700" data-testid="api-source">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Results API (football-data.org)</span>
        {s && <Badge tone={status?.[1] ?? "neutral"}>{status?.[0] ?? "Not read yet"}</Badge>}
        {s ? (
          <span>
            Code {s.code} · last read {s.refreshedAt ? when(s.refreshedAt) : "never"}
            {s.nextRefreshAt ? ` · next try ${when(s.nextRefreshAt)}` : ""}
          </span>
        ) : (
          <span>none: times and results come from the fixture list only</span>
        )}
      </div>
      {s?.refreshError && (
        <p className="mt-1 text-red-800" data-testid="api-source-error">
          {s.refreshError}
        </p>
      )}
      {s && s.lastChanges.length > 0 && <p className="mt-1 text-slate-600">Last changes: {s.lastChanges.slice(0, 3).join(" · ")}</p>}
      <form
        className="mt-2 flex flex-wrap items-center gap-2"
        aria-label={`Results API of ${c.nameEn}`}
        onSubmit={(e) => {
          e.preventDefault();
          void run("PUT", "Results API set", undefined, { code: code.trim() });
        }}
      >
        <Input value={code} onChange={(e) => setCode(e.target.value)} placeholder="PL" aria-label="football-data.org code" className="w-24" maxLength={6} />
        <Button type="submit" size="sm" variant="secondary" pending={call.isPending && call.variables?.method === "PUT"}>
          {s ? "Change code" : "Set code"}
        </Button>
        {s && (
          <>
            <Button
              size="sm"
              variant="secondary"
              pending={call.isPending && call.variables?.method === "POST"}
              onClick={() => void run("POST", "Results API read", "/refresh")}
            >
              Read now
            </Button>
            <Button size="sm" variant="dangerOutline" onClick={() => void run("DELETE", "Results API removed")}>
              Remove
            </Button>
          </>
        )}
      </form>
    </div>
  );
}
