/** The `{id}` of a path such as /api/user/address/{id}, for every module that reads a row by its path. */
import { INT4_MAX } from '@mall/shared/text';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { intField, parseInput } from './validation.ts';

const params = z.object({ id: intField() });

/**
 * A row id from the path. Anything that cannot be a row's id (not a number, out of range) is
 * answered like an id of somebody else's row: not found, with the caller's message.
 */
export function rowIdOf(request: FastifyRequest, notFound: string): number {
  let id: number;
  try {
    id = parseInput(params, request.params).id;
  } catch {
    throw new AppError('not_found', notFound);
  }
  if (id < 1 || id > INT4_MAX) throw new AppError('not_found', notFound);
  return id;
}
