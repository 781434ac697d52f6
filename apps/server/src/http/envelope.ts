/** The success side of the envelope of DESIGN §5. */
import { Code, type Envelope } from '@mall/shared/codes';

export const ok = <T>(data: T): Envelope<T> => ({ code: Code.Ok, msg: 'ok', data });
