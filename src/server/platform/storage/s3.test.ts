import { afterAll, beforeAll } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../../tests/helpers/s3-server';
import { createS3Storage } from './s3';
import { describeStorageDriver } from './storage-contract';

let server: TestS3Server;

beforeAll(async () => {
  server = await startS3Server();
});

afterAll(async () => {
  await server.close();
});

describeStorageDriver('s3 (s3rver)', async ({ listPageSize }) =>
  createS3Storage(await server.newBucket(), { listPageSize }),
);
