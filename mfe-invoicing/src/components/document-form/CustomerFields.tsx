import { Field, Select } from '@daftari/ui';
import { ContactPicker } from '@daftari/ui/widgets';
import { Controller, useFormContext } from 'react-hook-form';
import { useProjectOptions } from '../../api/options.ts';
import { twoFields } from './form-styles.ts';

const NO_PROJECT = 'none';

/**
 * Who the document is for: the contact (required) and, when the account has projects, a project. Reads
 * `{prefix}.contact_id` and `{prefix}.project_id` of the surrounding form.
 */
export function CustomerFields({ prefix }: { prefix: 'invoice' | 'estimate' }) {
  const { control } = useFormContext();
  const projects = useProjectOptions();
  const projectItems = [
    { value: NO_PROJECT, label: 'No project' },
    ...(projects.data ?? []).map((project) => ({ value: String(project.id), label: project.name })),
  ];
  const showProjects = projects.isSuccess && projects.data.length > 0;

  return (
    <div className={twoFields}>
      <Controller
        control={control}
        name={`${prefix}.contact_id`}
        render={({ field, fieldState }) => (
          <Field label="Contact" required errorText={fieldState.error?.message}>
            <ContactPicker
              value={field.value ?? null}
              onChange={(id) => field.onChange(id ?? undefined)}
              invalid={Boolean(fieldState.error)}
            />
          </Field>
        )}
      />
      {showProjects ? (
        <Controller
          control={control}
          name={`${prefix}.project_id`}
          render={({ field, fieldState }) => (
            <Field label="Project" helperText="Optional" errorText={fieldState.error?.message}>
              <Select
                items={projectItems}
                value={field.value == null ? NO_PROJECT : String(field.value)}
                onValueChange={(value) => field.onChange(value === NO_PROJECT ? null : Number(value))}
              />
            </Field>
          )}
        />
      ) : null}
    </div>
  );
}
