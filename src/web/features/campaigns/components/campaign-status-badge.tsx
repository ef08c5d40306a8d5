import type { CampaignStatus } from '@shared/constants';
import { campaignsMessages } from '@shared/messages/campaigns';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/utils';

const TONES: Record<CampaignStatus, string> = {
  agendada: 'border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200',
  em_andamento:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  encerrada: 'border-border bg-muted text-muted-foreground',
};

/** Agendada, Em andamento or Encerrada (from the dates, on the server's São Paulo day). */
export function CampaignStatusBadge({ status, className }: { status: CampaignStatus; className?: string }) {
  return (
    <Badge variant="outline" className={cn(TONES[status], className)}>
      {campaignsMessages.campaignStatus[status]}
    </Badge>
  );
}
