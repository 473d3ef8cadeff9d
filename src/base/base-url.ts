/** Base URL parsing lives in adapters/ (the server pre-renders steps by it too). */
export * from '../../adapters/base/base-url';
