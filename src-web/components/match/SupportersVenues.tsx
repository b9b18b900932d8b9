// A team's supporters' venues by city (a nation's or a club's), on its page.

import type { TeamVenues } from "@shared/contract/match-venues";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { useTranslations } from "use-intl";
import { useTeamVenues } from "../../api/matches";
import { Badge } from "../ui/Badge";

function byCity(list: TeamVenues["venues"]): [string, TeamVenues["venues"]][] {
  const cities = new Map<string, TeamVenues["venues"]>();
  for (const item of list) cities.set(item.venue.cityName, [...(cities.get(item.venue.cityName) ?? []), item]);
  return [...cities.entries()];
}

export function SupportersVenues({ code, teamName }: { code: string; teamName: string }) {
  const t = useTranslations("matches.team");
  const venues = useTeamVenues(code);
  return (
    <section aria-labelledby="supporters-heading" className="mt-10">
      <h2 id="supporters-heading" className="text-2xl font-bold text-slate-900">
        {t("supporters", { team: teamName })}
      </h2>
      {venues.isPending && (
        <p className="mt-3 text-slate-600" role="status">
          {t("loadingVenues")}
        </p>
      )}
      {venues.data && venues.data.venues.length === 0 && <p className="mt-3 text-slate-600">{t("noVenues", { team: teamName })}</p>}
      {venues.data &&
        byCity(venues.data.venues).map(([city, items]) => (
          <div key={city} className="mt-5">
            <h3 className="mb-2 text-lg font-semibold text-slate-900">
              <Link to={`/city/${items[0].venue.citySlug}`} className="hover:text-pitch-700 hover:underline">
                {city}
              </Link>
            </h3>
            <ul className="grid gap-3 sm:grid-cols-2">
              {items.map(({ venue, supporters }) => (
                <li key={venue.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="supporters-venue">
                  <Link to={`/venue/${venue.id}`} className="font-semibold text-slate-900 hover:text-pitch-700 hover:underline">
                    {venue.name}
                  </Link>
                  <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden />
                    <span className="min-w-0 break-words">{venue.address}</span>
                  </p>
                  {supporters.groupName && <p className="mt-1 text-sm text-slate-800">{supporters.groupName}</p>}
                  {(supporters.source === "sample" || venue.isSample) && (
                    <Badge tone="sample" className="mt-2">
                      {t("sample")}
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}
