/** Site-wide lists that are not menus: the footer's links. */
import type { GlobalLink } from '@mall/shared/focus';
import type { Executor } from '../../db/client.ts';
import { listLinks } from './global.repository.ts';

export const getLinks = (ex: Executor): Promise<GlobalLink[]> => listLinks(ex);
