// The trip to the payment page and back, the same for every purchase: start the checkout and leave,
// then, on the page the payment page sends the browser back to, read the outcome from the address
// once and remove it (so a reload or Back does not repeat the message).

import type { CheckoutResponse } from "@shared/contract/payments";
import type { UseMutationResult } from "@tanstack/react-query";
import { useEffect, useEffectEvent, useState } from "react";
import { useSearchParams } from "react-router";
import { goToCheckout } from "../api/payments";
import { errorMessage } from "./api";
import { commonT } from "./i18n";
import { toast } from "./toast";

/**
 * The query parameter (name and value) each purchase's return addresses carry; the Worker sets
 * them as the checkout's success and cancel URLs (services/payments/payments.ts).
 */
const RETURN_PARAMS = {
  submission: { success: ["success", "1"], cancelled: ["cancelled", "1"] },
  claim: { success: ["featured", "1"], cancelled: ["claim", "cancelled"] },
  sponsor: { success: ["sponsor", "success"], cancelled: ["sponsor", "cancelled"] },
} as const;

export type Purchase = keyof typeof RETURN_PARAMS;

/** A checkout reference in a success address (a UUID); anything else is ignored. */
const REFERENCE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reference of the purchase the payment page came back with (`?checkout=`), if any. */
export function useCheckoutReference(): string | undefined {
  const [searchParams] = useSearchParams();
  const value = searchParams.get("checkout") ?? "";
  return REFERENCE.test(value) ? value : undefined;
}

/** Calls `onSuccess` or `onCancel` once when the address says how the payment ended, then cleans the address. */
export function useCheckoutReturn(purchase: Purchase, { onSuccess, onCancel }: { onSuccess: () => void; onCancel: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const succeeded = useEffectEvent(onSuccess);
  const cancelled = useEffectEvent(onCancel);
  useEffect(() => {
    const { success, cancelled: cancel } = RETURN_PARAMS[purchase];
    if (!searchParams.has(success[0]) && !searchParams.has(cancel[0])) return;
    if (searchParams.get(success[0]) === success[1]) succeeded();
    else if (searchParams.get(cancel[0]) === cancel[1]) cancelled();
    const next = new URLSearchParams(searchParams);
    next.delete(success[0]);
    next.delete(cancel[0]);
    setSearchParams(next, { replace: true });
  }, [purchase, searchParams, setSearchParams]);
}

/**
 * Starts a checkout with `mutation` and sends the browser to the payment page; a failure is a toast
 * titled `failTitle` (in the page's language). `pending` stays true while the browser is leaving, and turns false again when
 * Back brings the page back from the back/forward cache, so the button works again.
 */
export function useCheckoutStart<TVars>(mutation: UseMutationResult<CheckoutResponse, Error, TVars>, failTitle: string) {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setLeaving(false);
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  /** `answered` takes a refusal the page shows itself (a likely duplicate): true when it did, and no toast follows. */
  const start = (vars: TVars, answered?: (err: Error) => boolean) =>
    mutation.mutate(vars, {
      onSuccess: ({ url }) => {
        if (!url) return toast({ title: failTitle, description: commonT()("errors.generic"), variant: "destructive" });
        setLeaving(true);
        goToCheckout(url);
      },
      onError: (err) => {
        if (!answered?.(err)) toast({ title: failTitle, description: errorMessage(err), variant: "destructive" });
      },
    });

  return { start, pending: mutation.isPending || leaving };
}
