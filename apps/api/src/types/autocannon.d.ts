/** The part of autocannon (no types of its own) that the benches use. */
declare module 'autocannon' {
  namespace autocannon {
    interface Result {
      requests: { average: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
    interface Instance {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, time: number) => void,
      ): Instance;
      once(event: 'done', listener: (result: Result) => void): Instance;
      once(event: 'error', listener: (error: Error) => void): Instance;
    }
  }
  function autocannon(options: Record<string, unknown>): autocannon.Instance;
  export default autocannon;
}
