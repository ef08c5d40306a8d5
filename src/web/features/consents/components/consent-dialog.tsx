import { DialogFrame, type DialogFrameProps } from '@web/components/dialog-frame';
import { type ReactNode, useState } from 'react';

/**
 * A consent dialog opened by its own button (`trigger`): its form mounts afresh at each opening
 * (nothing typed before comes back) and closes the dialog once saved.
 */
export function ConsentDialog({
  children,
  ...frame
}: Omit<DialogFrameProps, 'open' | 'onOpenChange' | 'children'> & {
  /** The form, given what closes the dialog. */
  children: (done: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame {...frame} open={open} onOpenChange={setOpen}>
      {open ? children(() => setOpen(false)) : null}
    </DialogFrame>
  );
}
