/** The programs and their URL paths live in adapters/ (the server pre-renders steps by them too). */
export * from '../../adapters/base/programs';
