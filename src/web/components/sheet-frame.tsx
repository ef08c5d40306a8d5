import {
  Sheet,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@web/components/ui/sheet';
import type { ReactNode } from 'react';

export interface SheetFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the panel (and gets the focus back when it closes). */
  trigger: ReactNode;
  side: SheetContentProps['side'];
  /** The panel's accessible name; `titleClassName` 'sr-only' when the header shows something else. */
  title: ReactNode;
  titleClassName?: string;
  /** Read by screen readers only. */
  description: ReactNode;
  /** More in the header row, after the title (the brand, 'Limpar filtros'). */
  headerExtra?: ReactNode;
  footer?: ReactNode;
  className?: string;
  headerClassName?: string;
  footerClassName?: string;
  /** Where the focus goes on opening (Radix's default: the first control that is not a link). */
  onOpenAutoFocus?: SheetContentProps['onOpenAutoFocus'];
  children: ReactNode;
}

/** The one side panel layout (mobile menu, filter drawer): a header, the content, a footer. */
export function SheetFrame({
  open,
  onOpenChange,
  trigger,
  side,
  title,
  titleClassName,
  description,
  headerExtra,
  footer,
  className,
  headerClassName,
  footerClassName,
  onOpenAutoFocus,
  children,
}: SheetFrameProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{trigger}</SheetTrigger>
      <SheetContent side={side} className={className} onOpenAutoFocus={onOpenAutoFocus}>
        <SheetHeader className={headerClassName}>
          <SheetTitle className={titleClassName}>{title}</SheetTitle>
          <SheetDescription className="sr-only">{description}</SheetDescription>
          {headerExtra}
        </SheetHeader>
        {children}
        {footer ? <SheetFooter className={footerClassName}>{footer}</SheetFooter> : null}
      </SheetContent>
    </Sheet>
  );
}
