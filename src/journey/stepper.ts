/** The stepper model lives in adapters/ (the server pre-renders the first step's stepper by it too). */
export * from '../../adapters/journey/stepper';
