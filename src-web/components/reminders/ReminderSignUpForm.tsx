// The reminder sign-up form: an address and a city (or the fan's location, rounded to about a
// kilometre and used only to pick the nearest city). Double opt-in: the answer only says a
// confirmation link was sent.
import type { ReminderSignUpRequest } from "@shared/contract/reminders";
import { FIELD_MAX } from "@shared/limits";
import { useMutation } from "@tanstack/react-query";
import { BellRing, MapPin } from "lucide-react";
import { useId, useState } from "react";
import { useTranslations } from "use-intl";
import { useCities } from "../../api/cities";
import { apiFetch, errorMessage } from "../../lib/api";
import { useWatchCity } from "../../lib/device-choices";
import { cityLabel } from "../../lib/format";
import { useGeolocation } from "../../lib/geolocation";
import { LOCALE } from "../../lib/i18n";
import { Button } from "../ui/Button";
import { Field, Input, Select } from "../ui/Field";

export interface ReminderTeam {
  code: string;
  /** The name in the page's language. */
  name: string;
}

/** About a kilometre: enough to find the nearest city, no more said about the fan. */
const round = (x: number) => Math.round(x * 100) / 100;

export default function ReminderSignUpForm({ teams }: { teams: ReminderTeam[] }) {
  const t = useTranslations("reminders.signUp");
  const [team, setTeam] = useState<ReminderTeam | null>(null);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-pitch-200 bg-pitch-50 p-5">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <BellRing className="h-5 w-5 text-pitch-700" aria-hidden />
        {t("title", { team: (team ?? teams[0]).name })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("text")}</p>
      {team ? (
        <SignUp team={team} />
      ) : (
        <div className="mt-3 flex flex-wrap gap-2">
          {teams.map((side) => (
            <Button key={side.code} variant={side === teams[0] ? "primary" : "outline"} size="sm" onClick={() => setTeam(side)}>
              {t("open", { team: side.name })}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}

function SignUp({ team }: { team: ReminderTeam }) {
  const t = useTranslations("reminders.signUp");
  const cities = useCities();
  const savedCity = useWatchCity();
  const geo = useGeolocation();
  const [email, setEmail] = useState("");
  const [city, setCity] = useState(savedCity ?? "");
  const [useLocation, setUseLocation] = useState(false);
  const [missingCity, setMissingCity] = useState(false);
  const signUp = useMutation({ mutationFn: (body: ReminderSignUpRequest) => apiFetch<{ accepted: true }>("/api/reminders", { method: "POST", json: body }) });
  const located = useLocation && geo.status === "granted" && geo.position;
  const cityList = [...(cities.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  if (signUp.isSuccess)
    return (
      <p className="mt-3 rounded-md bg-white p-3 text-sm font-medium text-pitch-800" role="status">
        {t("sent", { email: email.trim() })}
      </p>
    );

  return (
    <form
      className="mt-3 grid gap-3 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        const where = located ? { lat: round(geo.position!.lat), lng: round(geo.position!.lng) } : city ? { city } : null;
        setMissingCity(!where);
        if (where) signUp.mutate({ email, team: team.code, locale: LOCALE, ...where });
      }}
    >
      <Field label={t("email")} required>
        <Input type="email" autoComplete="email" maxLength={FIELD_MAX.email} value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field
        label={t("city")}
        error={missingCity && !located && !city ? t("cityRequired") : undefined}
        hint={located ? t("locationNote") : useLocation && (geo.status === "denied" || geo.status === "unavailable") ? t("locationFailed") : undefined}
      >
        <Select
          value={located ? "" : city}
          disabled={!!located}
          onChange={(e) => {
            setUseLocation(false);
            setCity(e.target.value);
          }}
        >
          <option value="">{located ? t("useLocation") : t("chooseCity")}</option>
          {cityList.map((c) => (
            <option key={c.slug} value={c.slug}>
              {cityLabel(c)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
        <Button type="submit" pending={signUp.isPending} pendingLabel={t("sending")}>
          {t("submit")}
        </Button>
        <Button
          variant="outline"
          size="sm"
          pending={geo.status === "locating"}
          pendingLabel={t("locating")}
          onClick={() => {
            setUseLocation(true);
            geo.request();
          }}
        >
          <MapPin className="h-4 w-4" aria-hidden /> {t("useLocation")}
        </Button>
      </div>
      {signUp.isError && (
        <p className="text-sm font-medium text-red-700 sm:col-span-2" role="alert">
          {errorMessage(signUp.error)}
        </p>
      )}
      <p className="text-xs text-slate-600 sm:col-span-2">{t("privacy")}</p>
    </form>
  );
}
