import { defineRecipe, defineSlotRecipe } from '@pandacss/dev';

// No `staticCss`: only the apps that call these get their CSS.

export const formSections = defineSlotRecipe({
  className: 'form-sections',
  description: "A long form's sections, one under the other with a hairline between two.",
  slots: ['root', 'section'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '6' },
    section: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      '& + &': { pt: '6', borderTopWidth: '1px', borderTopStyle: 'solid', borderColor: 'border.subtle' },
    },
  },
});

export const fieldRow = defineRecipe({
  className: 'field-row',
  description: 'Form fields side by side on wide screens, one under another on narrow ones.',
  base: { display: 'grid', gap: '4' },
  variants: {
    columns: {
      '2': { gridTemplateColumns: { mdDown: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } },
      '3': { gridTemplateColumns: { mdDown: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } },
    },
    /** Fields of different heights (one with a hint or an error) keep their tops in line. */
    alignTop: { true: { alignItems: 'start' }, false: {} },
  },
  defaultVariants: { columns: '2', alignTop: false },
});
