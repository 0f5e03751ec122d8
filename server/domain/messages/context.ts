/** The actor of a message operation: who acts, and the realm URL the request reached. */
import type { UserRow } from '../../db/users';
import type { Services } from '../services';

/** Who acts, where: what every message operation needs. */
export interface Actor {
  services: Services;
  user: UserRow;
  /** The realm URL the request reached, for rendering links. */
  realmUrl: string;
}
