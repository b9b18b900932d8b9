// A confirmation dialog (Radix AlertDialog). With `phrase`, it asks twice: first "are you sure",
// then the admin types the phrase before the destructive action runs. `children` are choices the
// action takes (how long to feature, say); a `primary` tone is for actions that destroy nothing.
import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { useState } from "react";
import { Button, buttonClass } from "../ui/Button";
import { Field, Input } from "../ui/Field";

interface Props {
  /** The button that opens the dialog; without one, `open` and `onOpenChange` drive it (a form's save that needs a word first). */
  trigger?: React.ReactElement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  phrase?: string;
  pending?: boolean;
  /** The confirm button's colour: red for what cannot be undone (the default), green otherwise. */
  tone?: "danger" | "primary";
  /** The choices the action takes, under the description. */
  children?: React.ReactNode;
  /** While the choices are not valid. */
  confirmDisabled?: boolean;
  onConfirm: () => Promise<unknown> | void;
}

export function ConfirmDialog({
  trigger,
  open: givenOpen,
  onOpenChange,
  title,
  description,
  confirmLabel,
  phrase,
  pending,
  tone = "danger",
  children,
  confirmDisabled,
  onConfirm,
}: Props) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = givenOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const [step, setStep] = useState<"ask" | "type">("ask");
  const [typed, setTyped] = useState("");

  const reset = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setStep("ask");
      setTyped("");
    }
  };

  const confirm = async () => {
    try {
      await onConfirm();
    } finally {
      reset(false);
    }
  };

  const typing = phrase && step === "type";
  return (
    <AlertDialog.Root open={open} onOpenChange={reset}>
      {trigger && <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-night-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl focus:outline-none">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{typing ? `Type ${phrase} to confirm` : title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-sm text-slate-700">
              {typing ? <p>This cannot be undone. Type the phrase exactly as shown, in capital letters.</p> : description}
            </div>
          </AlertDialog.Description>
          {!typing && children && <div className="mt-4 space-y-3">{children}</div>}
          {typing && (
            <Field label="Confirmation phrase" look="admin" className="mt-4">
              <Input
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                placeholder={phrase}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                autoFocus
              />
            </Field>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass({ variant: "secondary", size: "sm" })}>Cancel</AlertDialog.Cancel>
            {phrase && step === "ask" ? (
              <Button variant="danger" size="sm" onClick={() => setStep("type")}>
                Continue
              </Button>
            ) : (
              <Button
                variant={tone}
                size="sm"
                pending={pending}
                pendingLabel="Working..."
                disabled={(!!phrase && typed !== phrase) || confirmDisabled}
                onClick={confirm}
              >
                {confirmLabel}
              </Button>
            )}
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
