// The grid of cards on the home, city and saved-venues pages: one column on phones, up to three.
import { clsx } from "clsx";

export function CardGrid<T>({
  items,
  itemKey,
  children,
  label,
  besideSidebar,
  className,
  id,
}: {
  items: readonly T[];
  itemKey: (item: T, index: number) => React.Key;
  children: (item: T) => React.ReactNode;
  label?: string;
  /** Next to a sidebar the third column waits for a wider screen. */
  besideSidebar?: boolean;
  className?: string;
  id?: string;
}) {
  return (
    <ul id={id} className={clsx("grid grid-cols-1 gap-6 md:grid-cols-2", besideSidebar ? "xl:grid-cols-3" : "lg:grid-cols-3", className)} aria-label={label}>
      {items.map((item, i) => (
        <li key={itemKey(item, i)}>{children(item)}</li>
      ))}
    </ul>
  );
}

/** `n` placeholders for a grid that is loading: pass as `items` with `itemKey={placeholderKey}`. */
export const placeholders = (n: number) => Array.from({ length: n }, (_, i) => i);
export const placeholderKey = (i: number) => i;
