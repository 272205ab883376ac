import type { ReactNode } from 'react';
import { formSection, formSectionTitle } from './form-styles.ts';

/** One titled section of a document's form ('Customer', 'Dates', 'Details'). */
export function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={formSection} aria-labelledby={id}>
      <h2 id={id} className={formSectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
