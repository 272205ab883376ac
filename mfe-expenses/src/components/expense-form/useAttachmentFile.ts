import { type ChangeEvent, useState } from 'react';
import { attachmentProblem } from '../../lib/expense-form.ts';

/** The file chosen to attach: refused with a reason when too big or of the wrong type. */
export function useAttachmentFile() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new key mounts a fresh file input: the only way to empty one.
  const [inputKey, setInputKey] = useState(0);

  /** Takes the input's first file; returns it when it can be attached. */
  const choose = (event: ChangeEvent<HTMLInputElement>): File | null => {
    const chosen = event.target.files?.[0] ?? null;
    setError(null);
    if (!chosen) {
      setFile(null);
      return null;
    }
    const problem = attachmentProblem(chosen);
    if (problem) {
      setError(problem);
      setFile(null);
      event.target.value = '';
      return null;
    }
    setFile(chosen);
    return chosen;
  };

  const clear = () => {
    setFile(null);
    setError(null);
    setInputKey((key) => key + 1);
  };

  return { file, error, inputKey, choose, clear };
}
