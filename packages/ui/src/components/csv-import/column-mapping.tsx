import type { ContactImportColumn, ContactImportField } from '@daftari/contracts';
import { pluralize } from '@daftari/format';
import { Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { FIELD_CHOICES, IGNORE } from '../../lib/import-fields.ts';

const heading = css({ textStyle: 'heading.sm', color: 'fg' });
const hint = css({ fontSize: 'sm', color: 'fg.muted', mt: '0.5' });
const rows = css({ display: 'grid', gap: '2', mt: '3' });
const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' },
  alignItems: 'center',
  gap: { base: '1', sm: '3' },
});
const columnName = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  color: 'fg',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const ignoredBox = css({ mt: '3', fontSize: 'sm', color: 'fg.muted', '& > summary': { cursor: 'pointer' } });

export interface ColumnMappingProps {
  mapping: ContactImportColumn[];
  /** The columns detected as imported: listed first, whatever the owner chooses since (rows never jump). */
  detected: ReadonlySet<string>;
  onChange: (column: string, field: ContactImportField | null) => void;
  disabled: boolean;
}

/** Columns of one header (a file may repeat one, like Invoice Ninja's two "Phone") share one choice. */
function uniqueColumns(mapping: ContactImportColumn[]): ContactImportColumn[] {
  const seen = new Set<string>();
  return mapping.filter(({ column }) => !seen.has(column) && seen.add(column));
}

type ColumnRowProps = ContactImportColumn & Pick<ColumnMappingProps, 'onChange' | 'disabled'>;

function ColumnRow({ column, field, onChange, disabled }: ColumnRowProps) {
  return (
    <div className={row}>
      <span className={columnName} title={column}>
        {column}
      </span>
      <Select
        size="sm"
        aria-label={`Column ${column}`}
        items={FIELD_CHOICES}
        value={field ?? IGNORE}
        disabled={disabled}
        onValueChange={(value) => onChange(column, value === IGNORE ? null : (value as ContactImportField))}
      />
    </div>
  );
}

/**
 * The columns of the file and the Daftari field each is read into, each with a select to change it: the
 * ones detected as imported first, the ignored ones folded below, to bring one in.
 */
export function ColumnMapping({ mapping, detected, onChange, disabled }: ColumnMappingProps) {
  const columns = uniqueColumns(mapping);
  const used = columns.filter(({ column }) => detected.has(column));
  const ignored = columns.filter(({ column }) => !detected.has(column));
  return (
    <section aria-labelledby="import-mapping-title">
      <h3 id="import-mapping-title" className={heading}>
        Columns
      </h3>
      <p className={hint}>
        How each column of your file is read. Change any of them and the file is checked again.
      </p>
      <div className={rows}>
        {used.map((entry) => (
          <ColumnRow key={entry.column} {...entry} onChange={onChange} disabled={disabled} />
        ))}
      </div>
      {ignored.length > 0 ? (
        <details className={ignoredBox}>
          <summary>{pluralize(ignored.length, 'column')} not imported</summary>
          <div className={rows}>
            {ignored.map((entry) => (
              <ColumnRow key={entry.column} {...entry} onChange={onChange} disabled={disabled} />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
