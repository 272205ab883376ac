import { downloadExport, errorMessage, saveBlob } from '@daftari/api-client';
import { toIsoDate } from '@daftari/format';
import { Button, Card, Field, Input, PageHeader } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { useMayCall } from '@daftari/ui/widgets';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { TransferProgress } from './TransferProgress.tsx';
import { useBusinessExport, useBusinessImport } from './use-transfer.ts';

const layout = css({ maxW: '3xl', display: 'flex', flexDirection: 'column', gap: '4' });
const text = css({ fontSize: 'sm', color: 'fg.muted', mb: '3' });
const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' });
const fileField = css({ w: 'full', maxW: { base: 'full', sm: '80' } });
const failure = css({ fontSize: 'sm', mt: '3', color: 'danger.fg' });

const megabytes = (bytes: number | null) =>
  bytes === null ? '' : ` (${(bytes / (1024 * 1024)).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB)`;

function ExportCard() {
  const { start, state } = useBusinessExport();
  const ready = state?.data?.status === 'done' ? state.data : null;
  const download = useMutation({
    mutationFn: async (id: number) =>
      saveBlob(await downloadExport(id), `daftari-export-${toIsoDate(new Date())}.zip`),
  });
  return (
    <Card
      title="Export everything"
      description="One ZIP of every record as CSV, with a manifest, every attachment: the backup you keep."
    >
      <div className={row}>
        <Button onClick={() => start.mutate()} loading={start.isPending} loadingText="Starting...">
          Export the business
        </Button>
        {ready ? (
          <Button variant="outline" onClick={() => download.mutate(ready.id)} loading={download.isPending}>
            Download ZIP{megabytes(ready.size)}
          </Button>
        ) : null}
      </div>
      <TransferProgress
        state={state}
        pending="Writing the export…"
        done="The export is ready."
        failed="The export failed. Try again."
      />
      {start.isError || download.isError ? (
        <p className={failure} role="alert">
          {errorMessage(start.error ?? download.error, 'The export could not be started.')}
        </p>
      ) : null}
    </Card>
  );
}

function ImportCard() {
  const { start, state } = useBusinessImport();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem('Choose the export ZIP first');
      return;
    }
    setProblem(null);
    start.mutate(file);
  };
  return (
    <Card
      title="Import an export"
      description="Loads a Daftari export into this business, which must have no documents yet: the same numbers, the same books."
    >
      <form className={row} onSubmit={submit} noValidate aria-label="Import an export">
        <Field label="Export ZIP" errorText={problem} className={fileField}>
          <Input
            type="file"
            accept=".zip,application/zip"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setProblem(null);
              start.reset();
            }}
          />
        </Field>
        <Button type="submit" variant="outline" loading={start.isPending} loadingText="Uploading...">
          Import
        </Button>
      </form>
      <TransferProgress
        state={state}
        pending="Loading the export…"
        done="Imported: the business now holds the export's records and books."
        failed={`The import failed: ${state?.data?.error ?? 'nothing was changed'}.`}
      />
      {start.isError ? (
        <p className={failure} role="alert">
          {errorMessage(start.error, 'The file could not be imported.')}
        </p>
      ) : null}
    </Card>
  );
}

/**
 * Settings › Export and import, at /settings/data (the account menu): the whole business out as a ZIP, or such a
 * ZIP into a business with no documents. Both run in the background on the server; the page follows them.
 */
export function DataPage() {
  const may = useMayCall();
  return (
    <div className={layout}>
      <PageHeader title="Export and import" description="Your business's data, whole, to keep or to move." />
      {may('POST /api/exports') ? <ExportCard /> : null}
      {may('POST /api/imports') ? <ImportCard /> : null}
      {!may('POST /api/exports') ? (
        <p className={text}>An owner or an accountant exports and imports the business.</p>
      ) : null}
    </div>
  );
}
