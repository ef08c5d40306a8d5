import { commonMessages } from '@shared/messages/common';
import { Alert, AlertDescription } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/utils';
import { CircleAlertIcon, type LucideIcon } from 'lucide-react';
import type * as React from 'react';

const TONES = {
  primary: 'bg-primary/10 text-primary',
  muted: 'bg-muted text-muted-foreground',
  destructive: 'bg-destructive/10 text-destructive',
} as const;

const SIZES = {
  page: {
    box: 'flex-1 justify-center gap-3 px-4 py-20 sm:py-28',
    badge: 'size-14',
    icon: 'size-7',
    eyebrow: 'font-semibold text-base text-primary',
    title: 'text-balance font-semibold text-2xl tracking-tight sm:text-3xl',
    text: 'max-w-md sm:text-lg',
    actions: 'mt-5 gap-3',
  },
  panel: {
    box: 'gap-3 px-6 py-12',
    badge: 'size-11',
    icon: 'size-5',
    eyebrow: 'font-medium text-primary text-sm',
    title: 'font-medium',
    text: 'max-w-md text-sm',
    actions: 'mt-2 gap-2',
  },
} as const;

export interface StatePanelProps {
  icon?: LucideIcon;
  /** The colour of the icon's circle: primary for 'nothing yet', muted for 'not found', destructive for errors. */
  tone?: keyof typeof TONES;
  /** 'page': a screen of its own (404, a failed route); 'panel': inside a card, a list or a tab. */
  size?: keyof typeof SIZES;
  /** The title's element: h1 when it is the page's heading, h2 in a section, p where a heading would be noise. */
  titleAs?: 'h1' | 'h2' | 'p';
  /** A short line above the title, such as '404'. */
  eyebrow?: React.ReactNode;
  title: React.ReactNode;
  text?: React.ReactNode;
  /** Buttons or links under the text. */
  actions?: React.ReactNode;
  className?: string;
}

/**
 * The one centred message for a state of a screen: nothing here yet, not found, not allowed, failed.
 * An icon in a circle, a title, a line of help and the ways on.
 */
export function StatePanel({
  icon: Icon,
  tone = 'primary',
  size = 'panel',
  titleAs: Title = size === 'page' ? 'h1' : 'p',
  eyebrow,
  title,
  text,
  actions,
  className,
}: StatePanelProps) {
  const look = SIZES[size];
  const Box = size === 'page' ? 'section' : 'div';
  return (
    <Box className={cn('flex flex-col items-center text-center', look.box, className)}>
      {Icon ? (
        <span className={cn('flex items-center justify-center rounded-full', look.badge, TONES[tone])}>
          <Icon className={look.icon} aria-hidden />
        </span>
      ) : null}
      {eyebrow ? <p className={look.eyebrow}>{eyebrow}</p> : null}
      <Title className={look.title}>{title}</Title>
      {text ? <p className={cn('text-pretty text-muted-foreground', look.text)}>{text}</p> : null}
      {actions ? <div className={cn('flex flex-wrap justify-center', look.actions)}>{actions}</div> : null}
    </Box>
  );
}

/** A failed load: the operation's message and 'Tentar novamente'. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <Alert variant="destructive" className={className}>
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="flex flex-wrap items-center gap-3">
        {message}
        {onRetry ? (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {commonMessages.common.retry}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
