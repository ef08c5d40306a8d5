import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { posterPng } from '../helpers/text-fixtures';
import { signInAsAdmin } from './support/accounts';
import { uploadAsset } from './support/assets';
import { posterFile } from './support/poster';
import { runKey } from './support/run';

/**
 * The poster of text-in-files.spec.ts, uploaded before any spec (a setup project the others depend
 * on): its words are read first in the queue, not behind every photo the other specs upload, read at
 * the lowest CPU priority on a machine the browsers keep busy (CI runs 44 and 50 waited past 200 s).
 */
setup('upload the poster whose words are read', async ({ request }) => {
  await signInAsAdmin(request);
  const run = runKey();
  const title = `Arte da campanha ${run}`;
  // Black on white, the run's reference on a third line: never the same bytes twice (no duplicate).
  const buffer = posterPng(['Clareamento dental', 'Agende sua avaliação', `Ref ${run}`], {
    background: '#ffffff',
    color: '#000000',
  });
  const assetId = await uploadAsset(request, title, {
    name: `cartaz-${run}.png`,
    mimeType: 'image/png',
    buffer,
  });
  expect(assetId).toBeTruthy();
  fs.mkdirSync(path.dirname(posterFile()), { recursive: true });
  fs.writeFileSync(posterFile(), JSON.stringify({ assetId, title }));
});
