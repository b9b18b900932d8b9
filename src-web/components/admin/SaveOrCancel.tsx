// The end of an admin edit form opened in place: save (the form's submit, or `onSave`) and cancel,
// which waits while the save is under way.
import { Button } from "../ui/Button";

export function SaveOrCancel({ label, pending, onCancel, onSave }: { label: string; pending: boolean; onCancel: () => void; onSave?: () => void }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button type={onSave ? "button" : "submit"} size="sm" onClick={onSave} pending={pending} pendingLabel="Saving...">
        {label}
      </Button>
      <Button size="sm" variant="secondary" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
    </div>
  );
}
