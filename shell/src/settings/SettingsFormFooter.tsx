import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const footer = css({ display: 'flex', justifyContent: 'flex-end' });
const readOnlyNote = css({ fontSize: 'sm', color: 'fg.subtle' });

/** A settings form's end: its Save button for a role that may change it, else who may. */
export function SettingsFormFooter({
  editable,
  saving,
  readOnlyNote: note,
}: {
  editable: boolean;
  saving: boolean;
  /** 'An owner or an accountant changes these details.' */
  readOnlyNote: string;
}) {
  if (!editable) return <p className={readOnlyNote}>{note}</p>;
  return (
    <div className={footer}>
      <Button type="submit" loading={saving} loadingText="Saving...">
        Save
      </Button>
    </div>
  );
}
