// The anonymous visitor identity: a random UUID kept in localStorage, used as userId for saves and ratings.
import { useEffect, useState } from "react";

const ANONYMOUS_ID_KEY = "wcws.anonymousUserId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function getAnonymousId(): string | null {
  try {
    let id = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (!id || !UUID.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(ANONYMOUS_ID_KEY, id);
    }
    return id;
  } catch {
    return null; // storage disabled: saving is not offered
  }
}

/** null until the id exists (after mount), so UI that needs it appears only then. */
export function useAnonymousId(): string | null {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(getAnonymousId()), []);
  return id;
}
