/**
 * A value made the first time it is asked for, then kept. For the Intl formatters of modules the web
 * app's entry imports: built at module load, the first one pays for the locale's ICU data inside the
 * entry's evaluation, one long task before anything renders (issue 35: ~20 ms at Lighthouse's CPU);
 * built on first use, it lands in a render React can slice.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
