// The home page's and a host city's backdrop: the site's stadium art drawn inline, as the edge's first
// paint draws it, so the app's hero needs no image request and is no later, larger paint (decision 043).
import { HERO_ART_SVG } from "@shared/hero-art";

/** The art filling its positioned parent, at the given opacity class. */
export function HeroArt({ className }: { className: string }) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of the source (shared/hero-art.ts), no visitor's text.
    <div className={`absolute inset-0 [&>svg]:h-full [&>svg]:w-full ${className}`} aria-hidden dangerouslySetInnerHTML={{ __html: HERO_ART_SVG }} />
  );
}
