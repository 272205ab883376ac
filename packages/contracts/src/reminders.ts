import { z } from 'zod';

/** Days relative to an invoice's due date on which a reminder goes out, unless the account changes them. */
export const DEFAULT_REMINDER_STEPS = [-3, 0, 7, 14] as const;

/** The account's reminder schedule: `steps` are days relative to the due date (−3: three days before). */
export const reminderSettingsSchema = z.object({
  enabled: z.boolean(),
  steps: z.array(z.number().int()),
});
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** `reminders` of PUT /account: distinct whole days from −365 to 365, at most 10, answered sorted. */
export const reminderSettingsInputSchema = z.object(
  {
    enabled: z.boolean({ error: 'Reminders on or off must be true or false' }),
    steps: z
      .array(
        z
          .number({ error: 'Each reminder day must be a number' })
          .int('Each reminder day must be a whole number')
          .min(-365, 'Reminder days must be between -365 and 365')
          .max(365, 'Reminder days must be between -365 and 365'),
        { error: 'Reminder days must be a list' },
      )
      .max(10, 'At most 10 reminder days')
      .refine((steps) => new Set(steps).size === steps.length, 'Each reminder day may appear once')
      .transform((steps) => [...steps].sort((a, b) => a - b)),
  },
  { error: 'Reminders must be {enabled, steps}' },
);
