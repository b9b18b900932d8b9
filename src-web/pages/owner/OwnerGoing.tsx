// The owner's "Fans going": per upcoming match with answers, how many fans said they are going to
// this venue and how many people in all. The venue's own figures, from the first answer (the public
// page shows a count only from a threshold). English only, like the rest of the owner area.
import { GOING_MIN_FANS, GOING_THRESHOLD } from "@shared/constants";
import { Users } from "lucide-react";
import { useOwnerGoing } from "../../api/owner";
import { ownerCard } from "./owner-ui";

export function OwnerGoing({ id }: { id: string }) {
  const going = useOwnerGoing(id);
  if (!going.data) return null;
  const { matches } = going.data;
  return (
    <section aria-labelledby="going-heading" className={ownerCard} data-testid="owner-going">
      <h2 id="going-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Users className="h-5 w-5 text-pitch-700" aria-hidden /> Fans going
      </h2>
      {matches.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No fan has said "I'm going" to an upcoming match here yet.</p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Match
              </th>
              <th scope="col" className="py-1 pr-3 text-right font-medium">
                Fans
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                People
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {matches.map((m) => (
              <tr key={m.matchNumber} data-testid="owner-going-match">
                <td className="py-2 pr-3">
                  <span className="font-medium text-slate-900">{m.title}</span>
                  <span className="block text-slate-600">{m.when}</span>
                </td>
                <td className="py-2 pr-3 text-right text-base font-semibold text-slate-900">{m.fans}</td>
                <td className="py-2 text-right text-base font-semibold text-slate-900">{m.people}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="mt-2 text-xs text-slate-600">
        Fans' own answers on this site. The public page shows a count once {GOING_THRESHOLD} people from {GOING_MIN_FANS} fans or more said so.
      </p>
    </section>
  );
}
