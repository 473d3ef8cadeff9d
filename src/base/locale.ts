/** URL locale segments live in adapters/ (the server pre-renders steps by them too). */
export * from '../../adapters/base/locale';
