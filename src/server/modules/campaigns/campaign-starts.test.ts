import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, register, type SignedIn } from '../../../../tests/helpers/accounts';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { unusedCleanOriginals } from '../../../../tests/helpers/unused-clean-originals';
import { fixedClock } from '../../platform/clock';
import { campaigns, notifications } from '../../platform/db/schema/index';
import { createEventBus } from '../../platform/events/event-bus';
import { createMailer } from '../../platform/mail/mailer';
import { createEmailNotifications } from '../../platform/mail/notifications';
import { createAssetsRepository } from '../assets/assets.repository';
import { createDownloadsRepository } from '../downloads/downloads.repository';
import { createDownloadsService } from '../downloads/downloads.service';
import { createNotificationsRepository } from '../notifications/notifications.repository';
import { createNotificationsService } from '../notifications/notifications.service';
import { createCampaignsRepository } from './campaigns.repository';
import { type CampaignNotifier, createCampaignsService } from './campaigns.service';
import { CAMPAIGN_STARTS_JOB } from './index';

/**
 * "A campaign starting" (issue 16): announceStarted tells users and franqueados once per campaign,
 * on the São Paulo day it starts (or the first run after), even with two processes running it at once.
 */
const silent = { info() {}, warn() {}, error() {} };
// 22:00 in São Paulo on 30 November 2026 (already 1 December in UTC).
const clock = fixedClock('2026-12-01T01:00:00Z');
let t: TestApp;
let admin: SignedIn;
let people: SignedIn[];

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await register(t.app, { name: 'Marketing da Rede' });
  people = [
    await createUser(t.app, admin, 'franqueado', 'Clínica Centro'),
    await createUser(t.app, admin, 'user', 'Bruno Lima'),
  ];
});

afterAll(async () => {
  await t.close();
});

/** A process's campaigns service on the test database, with the real notification centre (or `notifier`). */
function campaignsService(notifier?: CampaignNotifier) {
  const assets = createAssetsRepository(t.db);
  const mailer = createMailer({ transport: null, from: 'rede@teste', log: silent });
  const real = createNotificationsService({
    notifications: createNotificationsRepository(t.db),
    bus: createEventBus(),
    emailNotifications: createEmailNotifications({
      mailer,
      brandName: 'Rede Teste',
      baseUrl: 'http://localhost',
    }),
    clock,
  });
  return createCampaignsService({
    campaigns: createCampaignsRepository(t.db),
    assets,
    downloads: createDownloadsService({
      assets,
      downloads: createDownloadsRepository(t.db),
      storage: t.storage,
      // Never reached here (no original of an image is sent): a stripper that would say so.
      cleanOriginals: unusedCleanOriginals,
    }),
    notifications: notifier ?? real,
    clock,
    log: silent,
  });
}

async function createCampaign(name: string, startsOn: string, endsOn: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: { cookie: admin.cookie },
    payload: { name, startsOn, endsOn },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const toldAbout = (campaignId: string) =>
  t.db.select().from(notifications).where(eq(notifications.subjectId, campaignId));

describe('announceStarted', () => {
  it('tells every user and franqueado once, on the São Paulo day the campaign starts', async () => {
    const december = await createCampaign('Natal Sorridente', '2026-12-01', '2026-12-25');
    const november = await createCampaign('Black Friday do Sorriso', '2026-11-27', '2026-11-30');
    const over = await createCampaign('Outubro Rosa', '2026-10-01', '2026-10-31');
    const service = campaignsService();

    // Still 30 November in São Paulo: only the campaign under way is announced.
    expect(await service.announceStarted()).toBe(1);
    const told = await toldAbout(november);
    expect(told.map((row) => row.userId).sort()).toEqual(people.map((p) => p.user.id).sort());
    expect(told[0]).toMatchObject({
      kind: 'campaign-started',
      params: { name: 'Black Friday do Sorriso' },
      link: `/campaigns/${november}`,
    });
    expect(await toldAbout(december)).toHaveLength(0);

    // Midnight in São Paulo: December's campaign starts; November's is not told again.
    clock.set('2026-12-01T03:00:00Z');
    expect(await service.announceStarted()).toBe(1);
    expect(await toldAbout(december)).toHaveLength(2);
    expect(await toldAbout(november)).toHaveLength(2);
    expect(await service.announceStarted()).toBe(0);
    expect(await toldAbout(over)).toHaveLength(0);

    const inbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: people[0]!.cookie },
    });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.body).toContain('Natal Sorridente');
    const adminInbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: admin.cookie },
    });
    expect(adminInbox.body).not.toContain('Natal Sorridente');
  });

  it('sends once when two processes run it at the same time', async () => {
    clock.set('2026-12-20T12:00:00Z');
    const id = await createCampaign('Réveillon', '2026-12-20', '2027-01-02');
    const calls: string[] = [];
    const counting = (name: string): CampaignNotifier => ({
      async notify(notice) {
        calls.push(`${name}:${notice.subjectId}`);
      },
    });
    const results = await Promise.all([
      campaignsService(counting('a')).announceStarted(),
      campaignsService(counting('b')).announceStarted(),
    ]);
    expect(results.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(new RegExp(`:${id}$`));
  });

  it('gives the claim back when telling fails, so the next run tries again', async () => {
    clock.set('2027-01-10T12:00:00Z');
    const id = await createCampaign('Volta às aulas', '2027-01-10', '2027-01-31');
    const failing: CampaignNotifier = {
      async notify() {
        throw new Error('notification centre down');
      },
    };
    expect(await campaignsService(failing).announceStarted()).toBe(0);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row?.startNotifiedAt).toBeNull();
    expect(await campaignsService().announceStarted()).toBe(1);
    expect(await toldAbout(id)).toHaveLength(2);
  });

  it("runs as the app's periodic job", async () => {
    clock.set('2027-02-14T12:00:00Z');
    const id = await createCampaign('Carnaval do Sorriso', '2027-02-14', '2027-02-20');
    await t.app.scheduler.runNow(CAMPAIGN_STARTS_JOB);
    expect(await toldAbout(id)).toHaveLength(2);
  });
});
