// Cover preview + 'Upload cover' (JPEG, PNG or WebP up to 5 MB; the server checks the real type).

import { MAX_COVER_BYTES } from "@shared/limits";
import { ImageIcon, Upload } from "lucide-react";
import { useId, useRef } from "react";
import { useUploadCover } from "../../api/admin";
import { toast } from "../../lib/toast";
import { buttonClass } from "../ui/Button";
import { useAdminFailure } from "./AdminGuard";

export function CoverUpload({ owner, id, name, coverImage }: { owner: "venues" | "posts"; id: number; name: string; coverImage: string | null }) {
  const upload = useUploadCover(owner);
  const fail = useAdminFailure();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_COVER_BYTES) {
      toast({ title: "Upload Failed", description: "The image is larger than 5 MB.", variant: "destructive" });
      return;
    }
    upload.mutate(
      { id, file },
      {
        onSuccess: () => toast({ title: "Cover Updated", description: `New cover image for ${name}.`, variant: "success" }),
        onError: (err) => fail(err, "Upload Failed", "Could not upload the image."),
        onSettled: () => {
          if (input.current) input.current.value = "";
        },
      },
    );
  };

  return (
    <div className="flex items-center gap-3">
      <div className="flex h-16 w-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-slate-100">
        {coverImage ? (
          <img src={coverImage} alt={`Cover of ${name}`} className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <ImageIcon className="h-6 w-6 text-slate-400" aria-label="No cover image" />
        )}
      </div>
      <div>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          disabled={upload.isPending}
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <label
          htmlFor={inputId}
          className={buttonClass({
            variant: "secondary",
            size: "sm",
            // The input is visually hidden: its focus shows on this label, like on a button.
            className: "cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-brand",
          })}
          aria-label={`Upload cover for ${name}`}
        >
          <Upload className="h-4 w-4" aria-hidden />
          {upload.isPending ? "Uploading..." : "Upload cover"}
        </label>
      </div>
    </div>
  );
}
