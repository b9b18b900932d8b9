// The hero headline: changes every 5 s with a 0.5 s cross-fade; pauses while the pointer is over the
// hero, while focus is inside it and while the tab is hidden; switches without fading for reduced motion.

import type { TournamentPhase } from "@shared/tournament";
import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { useTranslations } from "use-intl";
import { FADE_MS, HEADLINE_COUNT, ROTATE_MS } from "./headlines";

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
export function RotatingHeadline({ paused, phase }: { paused: boolean; phase: TournamentPhase }) {
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

  return (
    <h1
      className={clsx(
        "min-h-[2.5em] text-balance text-4xl font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl",
        "transition-opacity ease-in-out motion-reduce:transition-none",
        fading ? "opacity-0" : "opacity-100",
      )}
      style={{ transitionDuration: `${FADE_MS}ms` }}
      data-testid="hero-headline"
      data-paused={stopped ? "true" : "false"}
    >
      {t(`${phase}.h${index % HEADLINE_COUNT}` as "before.h0")}
    </h1>
  );
}
