// The submission form's own check, with the Worker's rules (the zod schema the API validates with,
// loaded only when needed): the first problem as a message in the page's language, by field and
// issue code, since the API's messages are English. Both languages check before sending, so the
// browser and the Worker never disagree on what a valid form is.
import type { SubmissionCheckoutRequest } from "@shared/contract/payments";
import { useTranslations } from "use-intl";

/** Where each request field is on the form: its id (as the form names it) and its label's key in submit.page. */
const FIELDS = {
  venueName: "venueName",
  cityId: "city",
  address: "address",
  contactEmail: "email",
  details: "details",
  showsMatches: "matchesShown",
  showsCompetitions: "competitionsShown",
  supportersTeam: "supportersFor",
} as const;
type FormField = keyof typeof FIELDS;

/** The listing's details the form checks itself (venue-form/details.ts); their messages by field. */
const DETAIL_MESSAGES = { phone: "phone", venueWebsite: "website", instagram: "instagram", hours: "hoursNone", location: "inUs" } as const;

export interface SubmissionIssue {
  /** The form field to mark and focus, when the problem is one field's. */
  field: FormField | null;
  message: string;
}

/** The check, as a function of the request body: null when the Worker would take it. */
export function useSubmissionIssue() {
  const t = useTranslations("submit.page");
  const validation = useTranslations("submit.validation");
  const toasts = useTranslations("submit.toasts");
  return async (body: Omit<SubmissionCheckoutRequest, "locale">): Promise<SubmissionIssue | null> => {
    const [{ submissionCheckoutBody, MISSING_FIELDS, INVALID_EMAIL }, { TEAM_REQUIRED, COMPETITION_REQUIRED }] = await Promise.all([
      import("@shared/contract/payments"),
      import("@shared/constants"),
    ]);
    const result = submissionCheckoutBody.safeParse(body);
    if (result.success) return null;
    const issue = result.error.issues[0];
    const key = String(issue?.path[0] ?? "");
    if (issue?.code === "custom" && !key) {
      if (issue.message === INVALID_EMAIL) return { field: "contactEmail", message: validation("invalidEmail") };
      if (issue.message === TEAM_REQUIRED) return { field: "supportersTeam", message: validation("teamRequired") };
      if (issue.message === COMPETITION_REQUIRED) return { field: "showsCompetitions", message: validation("competitionRequired") };
      if (issue.message === MISSING_FIELDS) return { field: null, message: toasts("missingText") };
    }
    if (key in DETAIL_MESSAGES) return { field: null, message: validation(DETAIL_MESSAGES[key as keyof typeof DETAIL_MESSAGES]) };
    const field = key in FIELDS ? (key as FormField) : null;
    const label = field ? t(FIELDS[field]) : null;
    if (issue?.code === "too_big" && label && typeof issue.maximum === "number") {
      return { field, message: validation("tooLong", { field: label, max: issue.maximum }) };
    }
    if (field === "contactEmail") return { field, message: validation("invalidEmail") };
    return { field, message: label ? validation("invalidField", { field: label }) : toasts("missingText") };
  };
}
