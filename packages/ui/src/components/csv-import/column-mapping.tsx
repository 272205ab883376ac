import { css } from '@daftari/ui/styled-system/css';
import { Select } from '../select.tsx';

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

/** A column of the file (its header) and the field it is read into, null when it is ignored. */
export interface ImportColumn<F extends string = string> {
  column: string;
  field: F | null;
}

/** The select's value for a column that is not imported. */
const IGNORE = 'ignore';

/** What a column can be read into: every field by its label, then Ignore. */
export function fieldChoices<F extends string>(labels: Record<F, string>) {
  return [
    ...Object.entries<string>(labels).map(([value, label]) => ({ value, label })),
    { value: IGNORE, label: 'Ignore this column' },
  ];
}

type FieldChoice = ReturnType<typeof fieldChoices>[number];

export interface ColumnMappingProps<F extends string = string> {
  mapping: ImportColumn<F>[];
  /** The choices of every column's select (fieldChoices). */
  choices: FieldChoice[];
  /** The columns detected as imported: listed first, whatever the owner chooses since (rows never jump). */
  detected: ReadonlySet<string>;
  onChange: (column: string, field: F | null) => void;
  disabled: boolean;
}

/** Columns of one header (a file may repeat one, like Invoice Ninja's two "Phone") share one choice. */
function uniqueColumns<F extends string>(mapping: ImportColumn<F>[]): ImportColumn<F>[] {
  const seen = new Set<string>();
  return mapping.filter(({ column }) => !seen.has(column) && seen.add(column));
}

type ColumnRowProps<F extends string> = ImportColumn<F> &
  Pick<ColumnMappingProps<F>, 'choices' | 'onChange' | 'disabled'>;

function ColumnRow<F extends string>({ column, field, choices, onChange, disabled }: ColumnRowProps<F>) {
  return (
    <div className={row}>
      <span className={columnName} title={column}>
        {column}
      </span>
      <Select
        size="sm"
        aria-label={`Column ${column}`}
        items={choices}
        value={field ?? IGNORE}
        disabled={disabled}
        onValueChange={(value) => onChange(column, value === IGNORE ? null : (value as F))}
      />
    </div>
  );
}

/**
 * The columns of the file and the Daftari field each is read into, each with a select to change it: the
 * ones detected as imported first, the ignored ones folded below, to bring one in.
 */
export function ColumnMapping<F extends string>({
  mapping,
  choices,
  detected,
  onChange,
  disabled,
}: ColumnMappingProps<F>) {
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
          <ColumnRow
            key={entry.column}
            {...entry}
            choices={choices}
            onChange={onChange}
            disabled={disabled}
          />
        ))}
      </div>
      {ignored.length > 0 ? (
        <details className={ignoredBox}>
          <summary>{ignored.length === 1 ? '1 column' : `${ignored.length} columns`} not imported</summary>
          <div className={rows}>
            {ignored.map((entry) => (
              <ColumnRow
                key={entry.column}
                {...entry}
                choices={choices}
                onChange={onChange}
                disabled={disabled}
              />
            ))}
          </div>
        </details>
      ) : null}
    </section>
  );
}
