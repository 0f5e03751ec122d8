/** The palette Zulip offers a subscription (the API's list), beside a free choice. */
export { SUBSCRIPTION_COLORS as PALETTE } from '../../api/constants';
