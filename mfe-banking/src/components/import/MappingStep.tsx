import type { StatementMapping } from '@daftari/contracts';
import { Button, Field, Select } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useState } from 'react';
import { DATE_FORMAT_ITEMS, MAPPING_FIELDS, type MappingDraft, mappingOf } from './mapping.ts';

const form = css({ display: 'grid', gap: '4' });
const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
});
const message = css({ fontSize: 'sm', layerStyle: 'tinted.warning', p: '3', borderRadius: 'md' });
const problemStyle = css({ fontSize: 'sm', color: 'danger.fg' });
const row = css({ display: 'flex', gap: '2', flexWrap: 'wrap' });

/** Which column of the file is which: a select per field over the headers the server found. */
export function MappingStep({
  message: text,
  headers,
  busy,
  onSubmit,
  onCancel,
}: {
  message: string;
  headers: string[];
  busy: boolean;
  onSubmit: (mapping: StatementMapping) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<MappingDraft>({});
  const [problem, setProblem] = useState<string | null>(null);
  const items = [{ value: '', label: 'Not in this file' }, ...headers.map((h) => ({ value: h, label: h }))];
  return (
    <form
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        const result = mappingOf(draft);
        if ('problem' in result) setProblem(result.problem);
        else {
          setProblem(null);
          onSubmit(result.mapping);
        }
      }}
    >
      <p className={message}>{text}</p>
      <div className={grid}>
        {MAPPING_FIELDS.map(({ field, label, required }) => (
          <Field key={field} label={label} required={required}>
            <Select
              aria-label={label}
              items={items}
              value={draft[field] ?? ''}
              onValueChange={(value) => setDraft((current) => ({ ...current, [field]: value || undefined }))}
              placeholder="Choose a column"
            />
          </Field>
        ))}
        <Field label="Date format">
          <Select
            aria-label="Date format"
            items={DATE_FORMAT_ITEMS}
            value={draft.date_format ?? ''}
            placeholder="Recognise from the dates"
            onValueChange={(value) =>
              setDraft((current) => ({ ...current, date_format: value || undefined }))
            }
          />
        </Field>
      </div>
      {problem ? <p className={problemStyle}>{problem}</p> : null}
      <div className={row}>
        <Button type="submit" loading={busy}>
          Read with these columns
        </Button>
        <Button variant="outline" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}
