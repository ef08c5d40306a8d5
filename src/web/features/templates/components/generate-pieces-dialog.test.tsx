// @vitest-environment jsdom
import { templatesMessages } from '@shared/messages/templates';
import type { JobDetail } from '@shared/schemas/template';
import { fireEvent, screen, within } from '@testing-library/react';
import { fakeApi } from '@web/test/fake-api';
import { renderWithProviders } from '@web/test/render';
import { marketingAdmin } from '@web/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeneratePiecesDialog } from './generate-pieces-dialog';

const m = templatesMessages.templates;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const job = (overrides: Partial<JobDetail>): JobDetail => ({
  id: 'j1',
  kind: 'template-pieces',
  status: 'running',
  progress: 0.4,
  skipped: [],
  downloads: [],
  ...overrides,
});

describe("'Gerar para todas as unidades'", () => {
  it('starts the formats chosen, follows the progress, then links the ZIPs and lists the units left out', async () => {
    const answers = [
      job({}),
      job({
        status: 'done',
        progress: 1,
        skipped: [{ unitId: 'u9', unitName: 'OdontoRede Joinville', reason: 'Falta o WhatsApp.' }],
        downloads: [{ format: 'instagram-feed', url: '/api/jobs/j1/files/instagram-feed', pieces: 41 }],
      }),
    ];
    const api = fakeApi({
      'POST /api/assets/a1/pieces': Response.json({ job: { id: 'j1' } }, { status: 202 }),
      'GET /api/jobs/j1': () => answers.shift() ?? answers[0] ?? job({ status: 'done' }),
    });
    await renderWithProviders(
      <GeneratePiecesDialog
        assetId="a1"
        formats={['instagram-feed', 'a4-print']}
        open
        onOpenChange={() => {}}
      />,
      { session: marketingAdmin },
    );
    fireEvent.click(screen.getByRole('checkbox', { name: m.formats['a4-print'] }));
    fireEvent.click(screen.getByRole('button', { name: m.batch.start }));
    expect(await screen.findByText('Gerando peças: 40 %')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    const zip = await screen.findByRole('link', { name: `${m.formats['instagram-feed']}: 41 peças` });
    expect(zip.getAttribute('href')).toBe('/api/jobs/j1/files/instagram-feed');
    const skipped = screen.getByRole('list', { name: 'Unidades puladas (1)' });
    expect(within(skipped).getByText(/Falta o WhatsApp/)).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.body))).toEqual({ formats: ['instagram-feed'] });
  });
});
