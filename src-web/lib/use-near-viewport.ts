// Whether an element has come near the screen (and stays true from then on): costly parts of a page,
// such as a map, start then instead of competing with the first load.
import { type RefObject, useEffect, useState } from "react";

/** How far below (or above) the screen the element may be when it counts as near. */
const AHEAD = "400px 0px";

export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}
