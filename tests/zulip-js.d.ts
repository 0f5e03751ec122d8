// The published zulip-js client ships no types; the test uses it as plain JavaScript.
declare module 'zulip-js' {
  // biome-ignore lint/suspicious/noExplicitAny: an untyped third-party client
  type Endpoint = (params?: any) => Promise<any>;
  interface ZulipClient {
    queues: { register: Endpoint; deregister: Endpoint };
    events: { retrieve: Endpoint };
    messages: {
      send: Endpoint;
      retrieve: Endpoint;
      getById: Endpoint;
      flags: { add: Endpoint; remove: Endpoint };
    };
    typing: { send: Endpoint };
    reactions: { add: Endpoint; remove: Endpoint };
    streams: { retrieve: Endpoint; subscriptions: { retrieve: Endpoint } };
    users: { retrieve: Endpoint; me: { getProfile: Endpoint; subscriptions: { add: Endpoint } } };
    server: { settings: Endpoint };
    accounts: { retrieve: Endpoint };
  }
  export default function zulipInit(config: {
    username: string;
    apiKey?: string;
    password?: string;
    realm: string;
  }): Promise<ZulipClient>;
}
