import { ApiError, applyServerErrors, errorMessage } from '@daftari/api-client';
import { Button, Card, Field, Input, Select, toast } from '@daftari/ui';
import { css } from '@daftari/ui/styled-system/css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isRole, ROLE_LABELS, roleItems } from './roles.ts';
import { useInvite } from './use-team.ts';

const inviteForm = z.object({
  email: z.string().check(z.trim(), z.email('Enter an e-mail address')),
  role: z.string().check(z.refine(isRole, 'Choose a role')),
});

const fields = ['email', 'role'] as const;
const formStyle = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', md: '2fr 1fr auto' },
  alignItems: 'start',
});

/** Settings › Team: invites someone by e-mail with a role; the link in the e-mail is valid for 14 days. */
export function InviteForm() {
  const invite = useInvite();
  const form = useForm({
    resolver: zodResolver(inviteForm),
    defaultValues: { email: '', role: 'bookkeeper' },
  });
  const { errors } = form.formState;
  const role = form.watch('role');

  const onSubmit = form.handleSubmit(({ email, role }) => {
    if (!isRole(role)) return;
    return invite.mutateAsync({ email, role }).then(
      () => form.reset({ email: '', role }),
      (error: unknown) => {
        const rest = applyServerErrors(error, fields, form.setError);
        if (!(error instanceof ApiError && error.details !== undefined && rest.length === 0))
          toast.error('The invitation was not sent', {
            description: rest.join(' ') || errorMessage(error, 'Please try again.'),
          });
      },
    );
  });

  return (
    <Card
      title="Invite someone"
      description="They get an e-mail with a link, valid for 14 days, to join this business with the role you choose."
    >
      <form onSubmit={onSubmit} noValidate aria-label="Invite a member" className={formStyle}>
        <Field label="E-mail" errorText={errors.email?.message}>
          <Input type="email" autoComplete="off" {...form.register('email')} />
        </Field>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Field
              label="Role"
              errorText={errors.role?.message}
              helperText={isRole(role) ? ROLE_LABELS[role].description : undefined}
            >
              <Select
                items={roleItems}
                value={field.value}
                onValueChange={field.onChange}
                aria-label="Role"
              />
            </Field>
          )}
        />
        <div className={css({ pt: { base: '0', md: '6' } })}>
          <Button type="submit" loading={invite.isPending} loadingText="Sending...">
            Send invitation
          </Button>
        </div>
      </form>
    </Card>
  );
}
