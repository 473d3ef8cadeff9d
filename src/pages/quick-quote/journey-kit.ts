import { useEffect, useState } from 'react';

/**
 * The step page's form pieces the quick quote uses (the form, its validators, the compiler, the journey rules), loaded with the step page's own chunk: imported statically they would cut the
 * step page's chunks apart into more files, which every route pays for (docs/bench.md "Bundle budget").
 */
export type JourneyKit = Pick<typeof import('../journey/JourneyPage'), 'JourneyForm' | 'WithValidators' | 'compileLayout' | 'otherStepsAnswers' | 'progressStateName' | 'pageOfLink'>;

export function useJourneyKit(): { kit?: JourneyKit; failed: boolean } {
  const [kit, setKit] = useState<JourneyKit>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('../journey/JourneyPage').then(
      (m) => live && setKit(m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  return { kit, failed };
}
