// The hero headline: changes every 5 s with a 0.5 s cross-fade; pauses while the pointer is over the
// hero, while focus is inside it and while the tab is hidden; switches without fading for reduced motion.
// Its box is as tall as the tallest headline of the set at the current width (every headline is laid out,
// unseen, in the same grid cell), so the search box under it never moves when a shorter or longer one comes.

import { HEADLINE_COUNT } from "@shared/constants";
import type { SitePhase } from "@shared/tournament";
import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { FADE_MS, ROTATE_MS } from "./headlines";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

function useTabHidden(): boolean {
  const [hidden, setHidden] = useState(() => typeof document !== "undefined" && document.hidden);
  useEffect(() => {
    const onChange = () => setHidden(document.hidden);
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return hidden;
}

/** `paused` comes from the hero (pointer over it or focus inside it); `phase` picks the set. */
export function RotatingHeadline({ paused, phase }: { paused: boolean; phase: SitePhase }) {
  const t = useTranslations("home.headlines");
  const [index, setIndex] = useState(() => Math.floor(Math.random() * HEADLINE_COUNT));
  const [fading, setFading] = useState(false);
  const hidden = useTabHidden();
  const stopped = paused || hidden;

  useEffect(() => {
    if (stopped) return;
    const reduced = prefersReducedMotion();
    let fade: ReturnType<typeof setTimeout> | undefined;
    const next = () => setIndex((i) => (i + 1) % HEADLINE_COUNT);
    const timer = setInterval(() => {
      if (reduced) return next();
      setFading(true);
      fade = setTimeout(() => {
        next();
        setFading(false);
      }, FADE_MS);
    }, ROTATE_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fade);
      setFading(false);
    };
  }, [stopped]);

  const textClass = "text-balance text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl";
  return (
    <div className="grid min-h-[2.5em] text-4xl sm:text-5xl lg:text-6xl">
      <h1
        id="hero-heading"
        className={clsx(
          textClass,
          "[grid-area:1/1] text-white transition-opacity ease-in-out motion-reduce:transition-none",
          fading ? "opacity-0" : "opacity-100",
        )}
        style={{ transitionDuration: `${FADE_MS}ms` }}
        data-testid="hero-headline"
        data-paused={stopped ? "true" : "false"}
      >
        {t(`${phase}.h${index % HEADLINE_COUNT}` as "before.h0")}
      </h1>
      {Array.from({ length: HEADLINE_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the set is fixed, its order never changes
        <p key={i} aria-hidden className={clsx(textClass, "invisible [grid-area:1/1]")} data-testid="hero-headline-space">
          {t(`${phase}.h${i}` as "before.h0")}
        </p>
      ))}
    </div>
  );
}
