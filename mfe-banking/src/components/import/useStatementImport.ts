import { ApiError, errorMessage, type UploadProgress } from '@daftari/api-client';
import type { Statement, StatementMapping } from '@daftari/contracts';
import { useState } from 'react';
import { useRefreshMoney } from '../../api/refresh.ts';
import type { StatementPreview } from '../../api/schemas.ts';
import { importStatement, previewStatement } from '../../api/statements.ts';
import { headersFound } from './mapping.ts';

/** Where the wizard stands: choosing a file, asked for a password or a mapping, previewing, or done. */
export type ImportStep =
  | { step: 'choose'; error?: string }
  | { step: 'password'; message: string }
  | { step: 'mapping'; message: string; headers: string[] }
  | { step: 'preview'; preview: StatementPreview }
  | { step: 'done'; statement: Statement };

/**
 * The import wizard's state: every file is first read as a dry run (nothing stored), which either asks for
 * what it lacks (a 422 with `details.password` or `details.mapping`) or answers the preview; Import then
 * sends the same file, password and mapping for real.
 */
export function useStatementImport(accountId: number | null) {
  const refresh = useRefreshMoney();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState<string | undefined>();
  const [mapping, setMapping] = useState<StatementMapping | undefined>();
  const [headers, setHeaders] = useState<string[]>([]);
  const [state, setState] = useState<ImportStep>({ step: 'choose' });
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 422 && error.details?.password) {
      setState({ step: 'password', message: error.message });
    } else if (error instanceof ApiError && error.status === 422 && error.details?.mapping) {
      const found = headersFound(error.details);
      const known = found.length > 0 ? found : headers;
      setHeaders(known);
      setState({ step: 'mapping', message: error.message, headers: known });
    } else {
      setState({ step: 'choose', error: errorMessage(error, 'Could not read the file') });
    }
  };

  const preview = async (next: { file: File; password?: string; mapping?: StatementMapping }) => {
    if (accountId === null) return;
    setProgress({ phase: 'sending', fraction: 0 });
    try {
      const answer = await previewStatement({ accountId, ...next }, setProgress);
      setState({ step: 'preview', preview: answer });
    } catch (error) {
      failed(error);
    } finally {
      setProgress(null);
    }
  };

  return {
    file,
    state,
    progress,
    busy: progress !== null,
    choose: (chosen: File) => {
      setFile(chosen);
      setPassword(undefined);
      setMapping(undefined);
      setHeaders([]);
      void preview({ file: chosen });
    },
    withPassword: (typed: string) => {
      if (!file) return;
      setPassword(typed);
      void preview({ file, password: typed, ...(mapping ? { mapping } : {}) });
    },
    withMapping: (chosen: StatementMapping) => {
      if (!file) return;
      setMapping(chosen);
      void preview({ file, mapping: chosen, ...(password ? { password } : {}) });
    },
    confirm: async () => {
      if (!file || accountId === null) return;
      setProgress({ phase: 'sending', fraction: 0 });
      try {
        const statement = await importStatement({ accountId, file, password, mapping }, setProgress);
        setState({ step: 'done', statement });
        await refresh();
      } catch (error) {
        failed(error);
      } finally {
        setProgress(null);
      }
    },
    restart: () => {
      setFile(null);
      setState({ step: 'choose' });
    },
  };
}
