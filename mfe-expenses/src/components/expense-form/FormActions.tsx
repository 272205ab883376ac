import { areaPath } from '@daftari/contracts';
import { Link } from '@daftari/router';
import { Button } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';

const actions = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', flexWrap: 'wrap' });

export type SaveIntent = 'finish' | 'another';

export interface FormActionsProps {
  isEdit: boolean;
  /** Saving or reading a receipt: no second save meanwhile. */
  busy: boolean;
  saving: boolean;
  /** Which button started the save under way. */
  intent: SaveIntent;
  onCreateAnother: () => void;
}

/** Cancel, and save (in create mode also save and start a fresh form). */
export function FormActions({ isEdit, busy, saving, intent, onCreateAnother }: FormActionsProps) {
  return (
    <div className={actions}>
      <Button variant="outline" asChild>
        <Link to={areaPath('expenses')}>Cancel</Link>
      </Button>
      {isEdit ? null : (
        <Button
          variant="outline"
          disabled={busy}
          loading={saving && intent === 'another'}
          loadingText="Creating..."
          onClick={onCreateAnother}
        >
          Create and Add Another
        </Button>
      )}
      <Button
        type="submit"
        disabled={busy}
        loading={saving && intent === 'finish'}
        loadingText={isEdit ? 'Updating...' : 'Creating...'}
      >
        {isEdit ? 'Update Expense' : 'Create New Expense'}
      </Button>
    </div>
  );
}
