import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { currentUser } from '../../plugins/auth';
import { type Audience, audienceOf } from './audience';

/** A route's audience: that of the request's signed-in person, today by `clock`. */
export function requestAudience(clock: Clock): (request: FastifyRequest) => Audience {
  return (request) => audienceOf(currentUser(request), clock);
}
