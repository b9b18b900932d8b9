// The pages e-mailed reminder links open, with the link's signed token: confirm a sign-up, see and
// change what the fan follows, unsubscribe. Every change takes a press of a button: mail scanners open
// links, and opening one must never confirm or unsubscribe on its own.
import type { ReminderPage } from "@shared/contract/reminders";
import { teamName } from "@shared/match-text";
import { clsx } from "clsx";
import { useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslations } from "use-intl";
import { useCities } from "../api/cities";
import { useChangeReminder, useConfirmReminders, useDeleteReminders, useReminderPage } from "../api/reminders";
import { PageHeading } from "../components/PageHeading";
import { Button, ButtonLink } from "../components/ui/Button";
import { Field, Select } from "../components/ui/Field";
import { errorMessage } from "../lib/api";
import { useStaticPageMeta } from "../lib/document-head";
import { cityLabel } from "../lib/format";
import { INTL_TAG, LOCALE } from "../lib/i18n";

type Mode = "confirm" | "manage" | "unsubscribe";

const Box = ({ children }: { children: React.ReactNode }) => (
  <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">{children}</div>
);

function Status({ children, tone = "ok" }: { children: React.ReactNode; tone?: "ok" | "error" }) {
  return (
    <p className={clsx("mt-4 text-sm font-medium", tone === "ok" ? "text-pitch-800" : "text-red-700")} role={tone === "ok" ? "status" : "alert"}>
      {children}
    </p>
  );
}

function Confirm({ token, onConfirmed }: { token: string; onConfirmed: (manage: string) => void }) {
  const t = useTranslations("reminders.confirm");
  const confirm = useConfirmReminders();
  return (
    <Box>
      <h2 className="text-xl font-bold text-slate-900">{t("title")}</h2>
      <p className="mt-2 text-slate-700">{t("text")}</p>
      <Button
        className="mt-4"
        pending={confirm.isPending}
        pendingLabel={t("working")}
        onClick={() => confirm.mutate(token, { onSuccess: (r) => onConfirmed(r.token) })}
      >
        {t("button")}
      </Button>
      {confirm.isError && <Status tone="error">{confirm.error && isGone(confirm.error) ? t("invalid") : errorMessage(confirm.error)}</Status>}
    </Box>
  );
}

const isGone = (err: unknown) => (err as { status?: number }).status === 404 || (err as { status?: number }).status === 400;

function Unsubscribe({ token, onDone }: { token: string; onDone: () => void }) {
  const t = useTranslations("reminders.unsubscribe");
  const remove = useDeleteReminders(token);
  return (
    <Box>
      <h2 className="text-xl font-bold text-slate-900">{t("title")}</h2>
      {remove.isSuccess ? (
        <Status>{t("done")}</Status>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{t("text")}</p>
          <Button
            className="mt-4"
            variant="danger"
            pending={remove.isPending}
            pendingLabel={t("working")}
            onClick={() => remove.mutate(undefined, { onSuccess: onDone })}
          >
            {t("button")}
          </Button>
          {remove.isError && <Status tone="error">{errorMessage(remove.error)}</Status>}
        </>
      )}
    </Box>
  );
}

function Follow({ token, follow }: { token: string; follow: ReminderPage["follows"][number] }) {
  const t = useTranslations("reminders.manage");
  const tm = useTranslations("matches");
  const cities = useCities();
  const change = useChangeReminder(token);
  const [city, setCity] = useState(follow.city.slug);
  const name = LOCALE === "es" ? (follow.team.nameEs ?? teamName(follow.team, tm)) : follow.team.name;
  const cityList = [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <li className="rounded-xl border border-slate-200 p-4" data-testid="reminder-follow">
      <p className="font-semibold text-slate-900">
        <span aria-hidden>{follow.team.flag}</span> {name}
      </p>
      {!follow.confirmedAt && <p className="mt-1 text-sm text-amber-800">{t("pending")}</p>}
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label={t("city")} className="flex-1">
          <Select value={city} onChange={(e) => setCity(e.target.value)}>
            {!cityList.some((c) => c.slug === city) && <option value={city}>{follow.city.name}</option>}
            {cityList.map((c) => (
              <option key={c.slug} value={c.slug}>
                {cityLabel(c)}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant="outline"
          disabled={city === follow.city.slug}
          pending={change.isPending}
          onClick={() => change.mutate({ team: follow.team.code, city })}
        >
          {t("save")}
        </Button>
        <Button variant="ghost" pending={change.isPending} onClick={() => change.mutate({ team: follow.team.code })}>
          {t("remove", { team: name })}
        </Button>
      </div>
      {change.isError && <Status tone="error">{errorMessage(change.error)}</Status>}
    </li>
  );
}

/** `deleted`: the fan came from unsubscribing with this very link, whose address is now gone: said as done, not as a bad link. */
function Manage({ token, deleted }: { token: string; deleted: boolean }) {
  const t = useTranslations("reminders.manage");
  const remove = useDeleteReminders(token);
  const page = useReminderPage(token, !remove.isSuccess && !deleted);
  if (remove.isSuccess || deleted)
    return (
      <Box>
        <Status>{t("deleted")}</Status>
        <p className="mt-3 text-slate-700">{t("none")}</p>
      </Box>
    );
  if (page.isPending)
    return (
      <p className="text-slate-600" role="status">
        {t("loading")}
      </p>
    );
  if (page.isError)
    return (
      <Box>
        <Status tone="error">{isGone(page.error) ? t("invalid") : errorMessage(page.error)}</Status>
      </Box>
    );
  const data = page.data;
  return (
    <div className="space-y-6">
      <Box>
        <p className="text-slate-700">
          {t("intro", { email: data.email })}{" "}
          {data.confirmedAt && t("consent", { date: new Intl.DateTimeFormat(INTL_TAG, { dateStyle: "long" }).format(new Date(data.confirmedAt)) })}
        </p>
        {data.follows.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("none")}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {data.follows.map((f) => (
              <Follow key={f.team.code} token={token} follow={f} />
            ))}
          </ul>
        )}
      </Box>
      <Box>
        <h2 className="text-lg font-bold text-slate-900">{t("deleteTitle")}</h2>
        <p className="mt-1 text-sm text-slate-700">{t("deleteText")}</p>
        <Button className="mt-3" variant="danger" pending={remove.isPending} onClick={() => remove.mutate()}>
          {t("deleteButton")}
        </Button>
        {remove.isError && <Status tone="error">{errorMessage(remove.error)}</Status>}
      </Box>
    </div>
  );
}

export default function ReminderLinkPage() {
  const t = useTranslations("reminders");
  useStaticPageMeta("reminders");
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const mode: Mode = pathname.endsWith("/confirm") ? "confirm" : pathname.endsWith("/unsubscribe") ? "unsubscribe" : "manage";
  const [unsubscribed, setUnsubscribed] = useState(false);
  const pageState = state as { confirmed?: boolean; unsubscribed?: boolean } | null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <PageHeading title={t("manage.title")} />
      {pageState?.confirmed && <Status>{t("confirm.done")}</Status>}
      <div className="mt-6">
        {mode === "confirm" && (
          <Confirm token={token} onConfirmed={(manage) => navigate(`/reminders/manage?token=${manage}`, { replace: true, state: { confirmed: true } })} />
        )}
        {mode === "unsubscribe" && <Unsubscribe token={token} onDone={() => setUnsubscribed(true)} />}
        {mode === "manage" && <Manage token={token} deleted={!!pageState?.unsubscribed} />}
      </div>
      {mode === "unsubscribe" && (
        <p className="mt-6 text-sm">
          <ButtonLink variant="ghost" size="sm" to={`/reminders/manage?token=${encodeURIComponent(token)}`} state={{ unsubscribed }}>
            {t("confirm.manage")}
          </ButtonLink>
        </p>
      )}
    </div>
  );
}
