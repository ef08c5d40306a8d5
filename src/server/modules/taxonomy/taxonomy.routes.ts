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
import { routesFor } from '../../platform/http/routes';
import { requestAudience } from '../asset-read';
import type { TaxonomyService } from './taxonomy.service';

/** What a category's name and place (parentId) can be refused for, created or changed. */
const CATEGORY_INPUT_ERRORS = [
  'NAME_NEEDS_LETTER',
  'CATEGORY_NAME_TAKEN',
  'CATEGORY_PARENT_NOT_FOUND',
  'CATEGORY_PARENT_NOT_GROUP',
] as const;

export const taxonomyRoutes: FastifyPluginAsyncZod<{ taxonomy: TaxonomyService; clock: Clock }> = async (
  app,
  { taxonomy, clock },
) => {
  const route = routesFor(app, 'taxonomy');
  // Counts are of what the caller may see: a user's or franqueado's never include unpublished assets.
  const audience = requestAudience(clock);

  route.get('/api/categories', {
    access: 'signed-in',
    summary: 'The category tree (groups with their subcategories) and file counts',
    response: CategoryTreeSchema,
    handler: (request) => taxonomy.tree(audience(request)),
  });

  route.post('/api/categories', {
    access: 'admin',
    errors: [...CATEGORY_INPUT_ERRORS],
    summary: 'Create a group, or a subcategory inside a group (parentId)',
    body: CreateCategoryInputSchema,
    response: CategorySchema,
    status: 201,
    handler: (request) => taxonomy.createCategory(request.body),
  });

  route.patch('/api/categories/:id', {
    access: 'admin',
    errors: ['CATEGORY_NOT_FOUND', ...CATEGORY_INPUT_ERRORS, 'CATEGORY_HAS_CHILDREN', 'CATEGORY_SELF_PARENT'],
    summary: 'Rename, describe or move a category',
    params: IdParamsSchema,
    body: UpdateCategoryInputSchema,
    response: CategorySchema,
    handler: (request) => taxonomy.updateCategory(request.params.id, request.body),
  });

  route.delete('/api/categories/:id', {
    access: 'admin',
    errors: ['CATEGORY_NOT_FOUND'],
    summary: 'Delete a category (a group with its subcategories); files are kept',
    params: IdParamsSchema,
    status: 204,
    handler: (request) => taxonomy.deleteCategory(request.params.id),
  });

  route.get('/api/tags', {
    access: 'signed-in',
    summary: 'Tags with file counts, popular first; q and limit for suggestions',
    querystring: TagListQuerySchema,
    response: TagListSchema,
    handler: (request) => taxonomy.listTags(request.query, audience(request)),
  });

  route.post('/api/tags', {
    access: 'admin',
    errors: ['NAME_NEEDS_LETTER', 'TAG_NAME_TAKEN'],
    summary: 'Create a tag',
    body: TagInputSchema,
    response: TagSchema,
    status: 201,
    handler: (request) => taxonomy.createTag(request.body),
  });

  route.patch('/api/tags/:id', {
    access: 'admin',
    errors: ['TAG_NOT_FOUND', 'NAME_NEEDS_LETTER', 'TAG_NAME_TAKEN'],
    summary: 'Rename a tag',
    params: IdParamsSchema,
    body: TagInputSchema,
    response: TagSchema,
    handler: (request) => taxonomy.updateTag(request.params.id, request.body),
  });

  route.delete('/api/tags/:id', {
    access: 'admin',
    errors: ['TAG_NOT_FOUND'],
    summary: 'Delete a tag; files are kept',
    params: IdParamsSchema,
    status: 204,
    handler: (request) => taxonomy.deleteTag(request.params.id),
  });
};
