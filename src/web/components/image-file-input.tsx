import type * as React from 'react';

export type ImageFileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'accept' | 'className'> & {
  /** Its accessible name ('Escolher foto'). */
  label: string;
};

/** The hidden image picker behind a visible 'Escolher imagem' button (which calls its `click()`). */
export function ImageFileInput({ label, ...props }: ImageFileInputProps) {
  return <input type="file" accept="image/*" className="sr-only" aria-label={label} {...props} />;
}
