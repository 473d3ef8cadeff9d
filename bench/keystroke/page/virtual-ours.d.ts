/** Resolved by bench/keystroke/build.ts: the JourneyForm variant, or a stand-in while it does not exist. */
declare module 'virtual:keystroke-ours' {
  const OursVariant: import('./variant').Variant;
  export default OursVariant;
}
