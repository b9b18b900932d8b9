// A cover photo that falls back to a bundled illustration when it has none or when it fails to
// load (an external image can disappear). Decorative: the card or page names what it shows. Loaded
// lazily unless told otherwise (a card further down the list need not hold up the first screen).
import type { ImgHTMLAttributes } from "react";

interface CoverImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "onError"> {
  src: string | null;
  fallback: string;
}

export function CoverImage({ src, fallback, ...rest }: CoverImageProps) {
  return (
    <img
      loading="lazy"
      decoding="async"
      {...rest}
      src={src || fallback}
      alt=""
      onError={(e) => {
        // Once: the fallback itself never retries.
        if (!e.currentTarget.src.endsWith(fallback)) e.currentTarget.src = fallback;
      }}
    />
  );
}
