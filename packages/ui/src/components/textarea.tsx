import { Field } from '@ark-ui/react/field';
import { cx } from '@daftari/ui/styled-system/css';
import { type InputVariantProps, input } from '@daftari/ui/styled-system/recipes';
import type { ComponentProps } from 'react';

export interface TextareaProps extends ComponentProps<'textarea'> {
  size?: InputVariantProps['size'];
}

/** A multi-line text input. Inside <Field> it picks up the label, description and state. */
export function Textarea({ size, className, rows = 3, ...rest }: TextareaProps) {
  return <Field.Textarea rows={rows} className={cx(input({ size, multiline: true }), className)} {...rest} />;
}
