import { Field } from '@ark-ui/react/field';
import { cx } from '@daftari/ui/styled-system/css';
import { type InputVariantProps, input } from '@daftari/ui/styled-system/recipes';
import type { ComponentProps } from 'react';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: InputVariantProps['size'];
}

/** A text input. Inside <Field> it picks up the label, description, required and invalid state. */
export function Input({ size, className, ...rest }: InputProps) {
  return <Field.Input className={cx(input({ size }), className)} {...rest} />;
}
