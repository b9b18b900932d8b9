// Whether an element has come near the screen (and stays true from then on): costly parts of a page,
// such as a map, start then instead of competing with the first load.
import { type RefObject, useEffect, useState } from "react";

/**
 * How far below (or above) the screen the element may be when it counts as near. 400 px started a
 * venue's map at load on a phone whenever its description was short, and that load was most of the
 * page's blocking time (Lighthouse TBT ~1,500 ms against ~300 ms; decision 016).
 */
const AHEAD = "100px 0px";

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
