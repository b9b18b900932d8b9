// "E-mail me before {team}'s matches": a small box on team and match pages. The form and its messages
// load only when the box comes near the screen, so the page's first load carries none of it.
import { lazy, Suspense, useRef } from "react";
import { loadNamespaces } from "../../lib/i18n";
import { useNearViewport } from "../../lib/use-near-viewport";
import type { ReminderTeam } from "./ReminderSignUpForm";

const Form = lazy(() => Promise.all([import("./ReminderSignUpForm"), loadNamespaces(["reminders"])]).then(([module]) => module));

/** `teams`: the sides a fan may follow here (a team page's team; a match page's known sides). */
export function ReminderSignUp({ teams }: { teams: ReminderTeam[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (teams.length === 0) return null;
  return (
    <div ref={ref} className="mt-8 min-h-28" data-testid="reminder-signup">
      {near && (
        <Suspense fallback={null}>
          <Form teams={teams} />
        </Suspense>
      )}
    </div>
  );
}
