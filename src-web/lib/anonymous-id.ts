// The anonymous visitor identity: a random UUID kept in localStorage, used as userId for saves and ratings.
import { useState } from "react";

const ANONYMOUS_ID_KEY = "wcws.anonymousUserId";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Whether this page made the id: such a visitor has nothing saved or rated yet. */
let madeByThisPage = false;

function getAnonymousId(): string | null {
  try {
    let id = localStorage.getItem(ANONYMOUS_ID_KEY);
    if (!id || !UUID.test(id)) {
      id = crypto.randomUUID();
      localStorage.setItem(ANONYMOUS_ID_KEY, id);
      madeByThisPage = true;
    }
    return id;
  } catch {
    return null; // storage disabled: saving is not offered
  }
}

/**
 * The id, read in the first render (the app renders only in the browser): what needs it is laid out
 * at once instead of appearing a frame later and pushing the page down. null when storage is disabled.
 */
export function useAnonymousId(): string | null {
  const [id] = useState(getAnonymousId);
  return id;
}

/** True when the id was made during this page's life: its saved venues are known to be none. */
export const isNewAnonymousId = () => madeByThisPage;
