/** Every resource's routes, registered in one list. */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../domain/services';
import { alertWordRoutes } from './alert-words';
import { authRoutes } from './auth';
import { avatarRoutes } from './avatars';
import { channelRoutes } from './channels';
import { draftRoutes } from './drafts';
import { eventRoutes } from './events';
import { flagRoutes } from './flags';
import { groupRoutes } from './groups';
import { linkifierRoutes } from './linkifiers';
import { messageRoutes } from './messages';
import { presenceRoutes } from './presence';
import { profileFieldRoutes } from './profile-fields';
import { reactionRoutes } from './reactions';
import { readReceiptRoutes } from './read-receipts';
import { realmRoutes } from './realm';
import { registerRoutes } from './register';
import { scheduledMessageRoutes } from './scheduled-messages';
import { serverSettingsRoutes } from './server-settings';
import { settingsRoutes } from './settings';
import { snippetRoutes } from './snippets';
import { staticAssetRoutes } from './static-assets';
import { submessageRoutes } from './submessages';
import { subscriptionRoutes } from './subscriptions';
import { topicRoutes } from './topics';
import { typingRoutes } from './typing';
import { uploadRoutes } from './uploads';
import { userRoutes } from './users';

/** Every resource's routes; one module per resource. */
export const ROUTE_MODULES: ReadonlyArray<(app: FastifyInstance, services: Services) => void> = [
  serverSettingsRoutes,
  authRoutes,
  userRoutes,
  registerRoutes,
  avatarRoutes,
  staticAssetRoutes,
  eventRoutes,
  typingRoutes,
  channelRoutes,
  subscriptionRoutes,
  groupRoutes,
  profileFieldRoutes,
  settingsRoutes,
  alertWordRoutes,
  snippetRoutes,
  draftRoutes,
  linkifierRoutes,
  realmRoutes,
  messageRoutes,
  flagRoutes,
  reactionRoutes,
  readReceiptRoutes,
  submessageRoutes,
  presenceRoutes,
  scheduledMessageRoutes,
  topicRoutes,
  uploadRoutes,
];
