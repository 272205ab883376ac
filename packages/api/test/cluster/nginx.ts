import { type ChildProcess, spawn } from 'node:child_process';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The sample production configuration the README points to: the test runs this very file. */
export const NGINX_CONF = join(dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx.conf');

/** `{{NAME}}` in the sample replaced by `values[NAME]`; a placeholder left without a value is an error. */
export function renderNginxConf(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for ${placeholder} in ${NGINX_CONF}`);
    return value;
  });
}

export interface NginxProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** nginx's error log, for the message of a failed assertion. */
  errorLog: () => Promise<string>;
}

/**
 * nginx in the foreground (`daemon off`) on the sample configuration rendered into `runDir`, which holds
 * everything it writes. The folder is opened to nginx's workers, which run as `nobody` when the test is root.
 */
export async function startNginx(
  binary: string,
  runDir: string,
  values: Omit<Record<string, string>, 'RUN_DIR'>,
): Promise<NginxProcess> {
  await chmod(runDir, 0o755);
  const conf = join(runDir, 'nginx.conf');
  await writeFile(conf, renderNginxConf(await readFile(NGINX_CONF, 'utf8'), { ...values, RUN_DIR: runDir }));
  const errorLog = join(runDir, 'error.log');
  const test = spawn(binary, ['-t', '-p', runDir, '-e', errorLog, '-c', conf], { stdio: 'pipe' });
  const checked = await new Promise<{ code: number | null; output: string }>((resolve) => {
    let output = '';
    test.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    test.once('exit', (code) => resolve({ code, output }));
  });
  if (checked.code !== 0) throw new Error(`nginx -t refused the rendered ${NGINX_CONF}:\n${checked.output}`);
  const child = spawn(binary, ['-p', runDir, '-e', errorLog, '-c', conf, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, errorLog: () => readFile(errorLog, 'utf8').catch(() => '') };
}
