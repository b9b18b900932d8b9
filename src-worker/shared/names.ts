// What the name of a new venue or club must look like, wherever it comes from (forms, CSV imports,
// open map data, fixture feeds): letters, digits, spaces and . ' & - only, so that a name can be neither
// markup (<script>) nor a spreadsheet formula (=HYPERLINK(...), OWASP's CSV injection list), nor a
// feed's note glued to a team ("Club América (Jornada 2)"). Names already stored are not re-checked.

import { z } from "./contract/zod";
import { FIELD_MAX } from "./limits";

/** The longest name of a venue or a club. */
export const NAME_MAX = FIELD_MAX.venueName;

const NAME_CHARS = /^[\p{L}\p{M}\p{N} .'’&-]+$/u;

/** Why `name` (already trimmed) does not look like a name, in English (admins and API clients read it); null when it does. */
export function nameProblem(name: string): string | null {
  if (!name) return "is required";
  if (name.length > NAME_MAX) return `must be at most ${NAME_MAX} characters`;
  // A spreadsheet runs a cell starting with one of these as a formula.
  if (/^[=+\-@]/.test(name)) return "must not start with =, +, - or @";
  if (/[<>]/.test(name)) return "must not contain < or >";
  if (!NAME_CHARS.test(name) || !/[\p{L}\p{N}]/u.test(name)) return "may hold only letters, digits, spaces and . ' & -";
  return null;
}

/** A required name in a request body: trimmed, inner runs of spaces made one, checked by nameProblem. */
export const nameField = (label: string) =>
  z
    .string()
    .transform((s) => s.trim().replace(/\s+/g, " "))
    .superRefine((name, ctx) => {
      const problem = nameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: `${label} ${problem}` });
    });
