import fs from 'node:fs/promises';
import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config';
import { attachmentDisposition } from '../http/disposition';
import type { ByteRange, StorageDriver, StoredObject } from './storage';
import { assertValidKey, StorageNotFoundError } from './storage';

export interface S3StorageOptions {
  /** Keys per ListObjectsV2 page (S3's maximum is 1000); smaller only to exercise paging in tests. */
  listPageSize?: number;
}

function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // The SDK's default checksums (aws-chunked CRC trailers on every streamed body) are not
    // understood by every S3-compatible store: s3rver stores the framing inside the object, and
    // older MinIO and other S3 look-alikes refuse or corrupt it. Checksums only where S3 demands them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** Objects in one S3 (or S3-compatible: MinIO, R2, s3rver) bucket, keys used as they are. */
export function createS3Storage(config: S3Config, options: S3StorageOptions = {}): StorageDriver {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  const driver: StorageDriver = {
    kind: 's3',

    async put(key, body, putOptions): Promise<StoredObject> {
      assertValidKey(key);
      // Counted on the way through, so the size needs no second request.
      let size = 0;
      const counted = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      body.on('error', (error) => counted.destroy(error));
      body.pipe(counted);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: counted, ContentType: putOptions?.contentType },
      });
      try {
        await upload.done();
      } catch (error) {
        // lib-storage aborts a multipart upload it started; a single PutObject never completed.
        body.destroy();
        throw error;
      }
      return { size, modifiedAt: new Date() };
    },

    async putFile(key, filePath, putOptions) {
      // Opened first: a missing file is a rejected promise, not a stream 'error' after the upload began.
      const file = await fs.open(filePath, 'r');
      const body = file.createReadStream();
      try {
        return await driver.put(key, body, putOptions);
      } finally {
        body.destroy();
      }
    },

    async read(key, range?: ByteRange): Promise<Readable> {
      assertValidKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        if (!(result.Body instanceof Readable)) throw new Error(`S3 returned no stream for ${key}`);
        return result.Body;
      } catch (error) {
        if (isNotFound(error)) throw new StorageNotFoundError(key);
        throw error;
      }
    },

    async stat(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      // S3 answers 204 for a key that is not there: deleting twice is already harmless.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(prefix = '') {
      const pages = paginateListObjectsV2(
        { client, pageSize: options.listPageSize ?? 1000 },
        { Bucket, Prefix: prefix || undefined },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    },

    async presignedDownloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      assertValidKey(key);
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentType,
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },
  };
  return driver;
}
