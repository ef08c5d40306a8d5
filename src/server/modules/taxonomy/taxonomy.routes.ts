import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategorySchema,
  CategoryTreeSchema,
  CreateCategoryInputSchema,
  TagInputSchema,
  TagListQuerySchema,
  TagListSchema,
  TagSchema,
  UpdateCategoryInputSchema,
} from '../../../shared/schemas/taxonomy';
import { IdParamsSchema } from '../../../shared/schemas/user';
import type { Clock } from '../../platform/clock';
import { currentUser } from '../../plugins/auth';
import { audienceOf } from '../asset-read';
import type { TaxonomyService } from './taxonomy.service';

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService; clock: Clock }> = async (
  app,
  { taxonomy, clock },
) => {
  // Counts are of what the caller may see: a user's or franqueado's never include unpublished assets.
  const audience = (request: FastifyRequest) => audienceOf(currentUser(request), clock);

  app.get(
    '/api/categories',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['taxonomy'],
        summary: 'The category tree (groups with their subcategories) and file counts',
        response: { 200: CategoryTreeSchema },
      },
    },
    (request) => taxonomy.tree(audience(request)),
  );

  app.post(
    '/api/categories',
    {
      config: {
        access: 'admin',
        errors: [
          'NAME_NEEDS_LETTER',
          'CATEGORY_NAME_TAKEN',
          'CATEGORY_PARENT_NOT_FOUND',
          'CATEGORY_PARENT_NOT_GROUP',
        ],
      },
      schema: {
        tags: ['taxonomy'],
        summary: 'Create a group, or a subcategory inside a group (parentId)',
        body: CreateCategoryInputSchema,
        response: { 201: CategorySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await taxonomy.createCategory(request.body)),
  );

  app.patch(
    '/api/categories/:id',
    {
      config: {
        access: 'admin',
        errors: [
          'CATEGORY_NOT_FOUND',
          'NAME_NEEDS_LETTER',
          'CATEGORY_NAME_TAKEN',
          'CATEGORY_PARENT_NOT_FOUND',
          'CATEGORY_PARENT_NOT_GROUP',
          'CATEGORY_HAS_CHILDREN',
          'CATEGORY_SELF_PARENT',
        ],
      },
      schema: {
        tags: ['taxonomy'],
        summary: 'Rename, describe or move a category',
        params: IdParamsSchema,
        body: UpdateCategoryInputSchema,
        response: { 200: CategorySchema },
      },
    },
    (request) => taxonomy.updateCategory(request.params.id, request.body),
  );

  app.delete(
    '/api/categories/:id',
    {
      config: { access: 'admin', errors: ['CATEGORY_NOT_FOUND'] },
      schema: {
        tags: ['taxonomy'],
        summary: 'Delete a category (a group with its subcategories); files are kept',
        params: IdParamsSchema,
      },
    },
    async (request, reply) => {
      await taxonomy.deleteCategory(request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/tags',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['taxonomy'],
        summary: 'Tags with file counts, popular first; q and limit for suggestions',
        querystring: TagListQuerySchema,
        response: { 200: TagListSchema },
      },
    },
    (request) => taxonomy.listTags(request.query, audience(request)),
  );

  app.post(
    '/api/tags',
    {
      config: { access: 'admin', errors: ['NAME_NEEDS_LETTER', 'TAG_NAME_TAKEN'] },
      schema: {
        tags: ['taxonomy'],
        summary: 'Create a tag',
        body: TagInputSchema,
        response: { 201: TagSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await taxonomy.createTag(request.body)),
  );

  app.patch(
    '/api/tags/:id',
    {
      config: { access: 'admin', errors: ['TAG_NOT_FOUND', 'NAME_NEEDS_LETTER', 'TAG_NAME_TAKEN'] },
      schema: {
        tags: ['taxonomy'],
        summary: 'Rename a tag',
        params: IdParamsSchema,
        body: TagInputSchema,
        response: { 200: TagSchema },
      },
    },
    (request) => taxonomy.updateTag(request.params.id, request.body),
  );

  app.delete(
    '/api/tags/:id',
    {
      config: { access: 'admin', errors: ['TAG_NOT_FOUND'] },
      schema: { tags: ['taxonomy'], summary: 'Delete a tag; files are kept', params: IdParamsSchema },
    },
    async (request, reply) => {
      await taxonomy.deleteTag(request.params.id);
      return reply.status(204).send();
    },
  );
};
