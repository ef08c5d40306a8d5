import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../../src/server/platform/config';
import { createS3Client } from '../../src/server/platform/storage/s3';

export interface TestS3Server {
  /** A config for the bucket created at start (`bdi-test`). */
  config: S3Config;
  /** Another empty bucket on the same server, for a test that needs a clean slate. */
  newBucket(): Promise<S3Config>;
  close(): Promise<void>;
}

let bucketCount = 0;

/** s3rver in this process on 127.0.0.1 and a free port, its files in a temporary folder. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'bdi-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'bdi-test' }],
  });
  const { port } = await server.run();
  const config: S3Config = {
    bucket: 'bdi-test',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(config);
  return {
    config,
    async newBucket() {
      const bucket = `bdi-test-${process.pid}-${++bucketCount}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return { ...config, bucket };
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** The S3_* environment of an app process using `config`'s bucket on the test server. */
export function s3Env(config: S3Config): Record<string, string> {
  return {
    S3_BUCKET: config.bucket,
    S3_REGION: config.region,
    S3_ENDPOINT: config.endpoint!,
    S3_ACCESS_KEY_ID: config.accessKeyId!,
    S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
