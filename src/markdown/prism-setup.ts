// Read by Prism from a global `Prism` as it loads (so this module is imported before it): in a
// browser it would otherwise highlight the page's code elements by itself, and in a worker take
// over the worker's messages.
const scope = globalThis as { Prism?: { manual?: boolean; disableWorkerMessageHandler?: boolean } };
scope.Prism ??= {};
scope.Prism.manual = true;
scope.Prism.disableWorkerMessageHandler = true;
